"""Which files mention a word, which have it in their name (agent/file_search.py), as tables;
and the grounding verdict that names the command when what ran cannot show the answer."""

from __future__ import annotations

import shlex
import subprocess
from pathlib import Path

import pytest

from jarvis_voice.agent.file_search import (
    _CHECKBOX,
    _MONTH_NAMES,
    _WEEKDAY_NAMES,
    search_command,
    searched_file_written,
)
from jarvis_voice.agent.grounding import unasked
from tests.test_grounding import outcome, verdict


@pytest.mark.parametrize(
    ("request_", "expected"),
    [
        ("I'm thinking of renaming report.py. Which other files mention it by name?",
         ("mention", "grep -rliF --exclude-dir=.git report.py .")),
        ("Which files contain the word 'flour'?",
         ("mention", "grep -rliF --exclude-dir=.git flour .")),
        ("report.py가 언급된 파일 찾아 줘",
         ("mention", "grep -rliF --exclude-dir=.git report.py .")),
        ("파일 이름에 app 들어가는 거 전부 찾아 줘",
         ("name", "find . -iname '*app*' -not -path './.git/*'")),
        ('Find all files with "test" in the name',
         ("name", "find . -iname '*test*' -not -path './.git/*'")),
        ("list files whose name contains log",
         ("name", "find . -iname '*log*' -not -path './.git/*'")),
        # files of a kind (fresh9 files-24 answered "src/ 폴더" from a listing)
        ("여기 CSV 파일이 있나요? 있으면 경로 좀 알려 주세요.",
         ("kind", "find . -iname '*.csv' -not -path './.git/*'")),
        ("Are there any Python files in here?",
         ("kind", "find . -iname '*.py' -not -path './.git/*'")),
        ("어떤 로그 파일 있어?", ("kind", "find . -iname '*.log' -not -path './.git/*'")),
        ("What is a CSV file?", None),  # what the kind is
        ("CSV 파일이 뭐야?", None),
        ("sales.csv 파일 어디 있어?", None),  # a named file
        ("로그 파일 맨 첫 줄 보여 줘", None),  # what one file says
        ("Show me the last lines of the log file", None),
        # a word that would break out of the command is quoted, never run
        ("Which files mention 'a;rm'?", ("mention", "grep -rliF --exclude-dir=.git 'a;rm' .")),
        # not a search of the files: one file's lines, what a file says, no word to search
        ("How many lines in notes.txt contain flour?", None),
        ("What does README.md mention about sales?", None),
        ("Which files are executable?", None),
        ("어떤 파일에 Mina Park이 나와?", None),  # the word is not said plainly: the model's
        # the word said plainly without quotes, or before "it" (fresh9 files-23)
        ("I jotted something down about flour somwhere. Which files mention it?",
         ("mention", "grep -rliF --exclude-dir=.git flour .")),
        ("Which files mention invoices?", ("mention", "grep -rliF --exclude-dir=.git invoice .")),
        ("Which files have Mina in them?", ("mention", "grep -rliF --exclude-dir=.git Mina .")),
        ("Which files mention it?", None),
        ("Which files are about the bakery?", None),
        # the code that reads a file (fresh12 files-30)
        ("sales.csv 읽어 들이는 파이썬 코드가 어느 파일에 있어?",
         ("mention", "grep -rliF --exclude-dir=.git sales.csv .")),
        ("Which file in this project reads sales.csv?",
         ("mention", "grep -rliF --exclude-dir=.git sales.csv .")),
        ("Which files use the most space?", None),  # no word to search for
        # the code that prints a text (fresh15 files-36)
        ("실행하면 화면에 'bakery app'이라고 뜨던데, 그거 찍는 코드가 어느 파일에 들어 있어?",
         ("mention", "grep -rliF --exclude-dir=.git 'bakery app' .")),
        ("Which file prints 'Hello there'?",
         ("mention", "grep -rliF --exclude-dir=.git 'Hello there' .")),
        # a name's start or end, every folder down (fresh14 files-34 globbed s* at the top)
        ("이름이 s로 시작하는 파일이 있었는데 기억이 잘 안 나. 하위 폴더까지 싹 뒤져서 다 찾아 줘.",
         ("name", "find . -iname 's*' -not -path './.git/*'")),
        ("Which files start with the letter d?",
         ("name", "find . -iname 'd*' -not -path './.git/*'")),
        ("Which files end in .md?", ("name", "find . -iname '*.md' -not -path './.git/*'")),
        ("report로 끝나는 파일 이름 있어?",
         ("name", "find . -iname '*report' -not -path './.git/*'")),
        # text of a shape, not a word: a date, an e-mail address, a link (fresh22 files-50
        # globbed names for "2024-06-01처럼 날짜가 적혀 있는 파일")
        ("2024-06-01처럼 날짜가 적혀 있는 파일이 뭐뭐 있어? 하위 폴더까지 다 봐 줘.",
         ("mention", "grep -rlE --exclude-dir=.git '[0-9]{4}[-./][0-9]{1,2}[-./][0-9]{1,2}' .")),
        ("Which files contain an email address?",
         ("mention",
          "grep -rlE --exclude-dir=.git '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+[.][A-Za-z]{2,}' .")),
        # a class of words, a checkbox: one regex for each (fresh35 files-75 and files-76 listed
        # every file, globbed every .md)
        ("Do any of my files mention a day of the week? Which ones? Look in the subfolders too.",
         ("mention", "grep -rlE --exclude-dir=.git " + shlex.quote(_WEEKDAY_NAMES) + " .")),
        ("요일이 적혀 있는 파일 있어?",
         ("mention", "grep -rlE --exclude-dir=.git " + shlex.quote(_WEEKDAY_NAMES) + " .")),
        ("Which files mention a month?",
         ("mention", "grep -rlE --exclude-dir=.git " + shlex.quote(_MONTH_NAMES) + " .")),
        ("체크박스(- [ ]) 달린 목록이 들어 있는 파일이 어디 있었지? 하위 폴더까지 찾아 줘.",
         ("mention", "grep -rlE --exclude-dir=.git " + shlex.quote(_CHECKBOX) + " .")),
        ("Which files have checkboxes in them?",
         ("mention", "grep -rlE --exclude-dir=.git " + shlex.quote(_CHECKBOX) + " .")),
        # a pattern shown in parentheses is a fixed string; one that starts with "-" is -e's
        ("TODO 표시(#TODO)가 들어 있는 파일 어디 있어?",
         ("mention", "grep -rliF --exclude-dir=.git '#TODO' .")),
        ('Which files contain "- [ ]"?',
         ("mention", "grep -rliF --exclude-dir=.git -e '- [ ]' .")),
        ("Which files mention Friday?", ("mention", "grep -rliF --exclude-dir=.git Friday .")),
        ("What day of the week is it?", None),  # no file asked of
        ("Which day's activity is in the app log?", None),  # the log's, not a search
        # lines, not names: the model's to grep
        ("로그에서 ERROR로 시작하는 줄 보여줘", None),
        ("How many lines in app.log start with 2024?", None),
    ],
)  # fmt: skip
def test_search_questions_and_their_commands(
    request_: str, expected: tuple[str, str] | None
) -> None:
    assert search_command(request_) == expected


@pytest.mark.parametrize(
    ("request_", "done", "corrected"),
    [
        # a grep of report.py itself cannot show which OTHER files mention it (fresh8 files-21)
        ("Which other files mention report.py?",
         outcome("grep", "no matches", pattern="report.py", include="report.py"), True),
        ("Which other files mention report.py?",
         outcome("grep", "README.md:3: …", pattern="report.py"), False),
        ("Which other files mention report.py?",
         outcome("bash", "README.md", command="grep -rl report.py ."), False),
        # a grep of the text for a name cannot show names (fresh8 files-22)
        ("파일 이름에 app 들어가는 거 전부 찾아 줘",
         outcome("grep", "no matches", pattern="app", include="file"), True),
        ("파일 이름에 app 들어가는 거 전부 찾아 줘",
         outcome("bash", "./src/app.py", command="find . -name '*app*'"), False),
        ("파일 이름에 app 들어가는 거 전부 찾아 줘", outcome("list_dir", "src/ (app.py)", path="."),
         False),
        # a listing shows a folder's top only: files of a kind are found with find
        ("여기 CSV 파일이 있나요? 있으면 경로 좀 알려 주세요.",
         outcome("list_dir", "sales.csv\nsrc/", path="."), True),
        # a glob that matched at the top was not run below it; one with ** was
        ("Which files start with s? Look in the subfolders too.",
         outcome("glob", "src/\nsales.csv", pattern="s*", path="."), True),
        ("Which files start with s? Look in the subfolders too.",
         outcome("glob", "src/stock.py\nsales.csv", pattern="**/s*", path="."), False),
        # every file globbed names no weekday, every .md no checkbox (fresh35 files-75, -76)
        ("Do any of my files mention a day of the week? Which ones? Look in the subfolders too.",
         outcome("glob", "notes.txt\nsrc/\nsrc/app.py", pattern="**/*", path="."), True),
        ("체크박스(- [ ]) 달린 목록이 들어 있는 파일이 어디 있었지? 하위 폴더까지 찾아 줘.",
         outcome("glob", "todo.md\nREADME.md", pattern="**/*.md", path="."), True),
        ("체크박스(- [ ]) 달린 목록이 들어 있는 파일이 어디 있었지? 하위 폴더까지 찾아 줘.",
         outcome("bash", "./todo.md", command="grep -rlE '^- \\[[ x]\\]' ."), False),
    ],
)  # fmt: skip
def test_a_search_that_cannot_show_it_gets_the_command(
    request_: str, done: object, corrected: bool
) -> None:
    found = verdict(request_, "There are none.", done)  # type: ignore[arg-type]
    wrong = found is not None and found.reason == "wrong_command"
    assert wrong is corrected, found
    if corrected:
        assert found is not None and found.call is not None
        assert found.call[1]["command"] == search_command(request_)[1]  # type: ignore[index]


def test_the_commands_find_what_they_should_in_real_files(tmp_path: Path) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "app.py").write_text("print('hi')\n")
    (tmp_path / "app.log").write_text("start\n")
    (tmp_path / "README.md").write_text("Run report.py daily.\n")
    (tmp_path / "report.py").write_text("print('report')\n")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "app.cfg").write_text("report.py\n")

    def run(request_: str) -> set[str]:
        found = search_command(request_)
        assert found is not None
        out = subprocess.run(found[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
        return set(out.stdout.split())

    assert run("파일 이름에 app 들어가는 거 전부 찾아 줘") == {"./src/app.py", "./app.log"}
    assert run("Which other files mention report.py?") == {"./README.md"}
    (tmp_path / "notes.txt").write_text("call Mina on 2024/6/3, mina@example.com\n")
    (tmp_path / "draft.txt").write_text("version 2.4.1, no date here\n")
    assert run("Which files have a date written in them?") == {"./notes.txt"}
    assert run("이메일 주소가 적혀 있는 파일 어디 있어?") == {"./notes.txt"}
    # a first line that names the program to run it (fresh23 files-51); "#!" further down is
    # no shebang
    (tmp_path / "src" / "run.sh").write_text("#!/bin/sh\necho hi\n")
    (tmp_path / "notes.md").write_text("# Notes\n#!/not/first\n")
    assert run("Which of the files here start with a shebang, a #! line?") == {
        "./src/run.sh:",
        "#!/bin/sh",
    }
    # a weekday or a month by name, a checkbox ticked or not, every folder down (fresh35
    # files-75, files-76); "sun", "may", "Mondaysville" in words, a "[ ]" mid-line are none
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "plan.md").write_text("Ship it on Friday.\n- [x] tests\n")
    (tmp_path / "docs" / "moon.txt").write_text("the sun may rise; Mondaysville; a [ ] box\n")
    (tmp_path / "docs" / "회의.txt").write_text("다음 회의는 수요일, 3월 5일\n")
    (tmp_path / "todo.md").write_text("# To do\n  - [ ] buy milk\n")
    assert run("Do any of my files mention a day of the week? Look in the subfolders too.") == {
        "./docs/plan.md",
        "./docs/회의.txt",
    }
    assert run("Which files mention a month?") == {"./docs/회의.txt"}
    assert run(
        "체크박스(- [ ]) 달린 목록이 들어 있는 파일이 어디 있었지? 하위 폴더까지 찾아 줘."
    ) == {"./docs/plan.md", "./todo.md"}
    assert run('Which files contain "- [ ]"?') == {"./todo.md"}
    # names with capital letters, folders too (fresh23 files-52)
    assert run("이름에 대문자 들어간 파일 있어? 하위 폴더까지 봐 줘.") == {"./README.md"}


@pytest.mark.parametrize(
    "request_",
    ["여기 CSV 파일이 있나요? 있으면 경로 좀 알려 주세요.", "Which files mention flour?",
     "파일 이름에 app 들어가는 거 전부 찾아 줘"],
)  # fmt: skip
def test_an_answer_with_no_tool_gets_the_search_itself(request_: str) -> None:
    """The loop makes one look-up a turn for the model: for a search, the find or grep that
    answers it — a listing made first used it up, and the answer stayed a dump of the listing
    (fresh9 files-24)."""
    found = verdict(request_, "There is one.")
    command = search_command(request_)
    assert found is not None and found.reason == "no_tool" and command is not None
    assert found.call == ("bash", {"command": command[1]})


@pytest.mark.parametrize(
    "request_",
    ["파이썬 파일이 들어 있는 폴더가 어디어디야? 하위 폴더까지 다 봐 줘.",
     "Which folders have Python files in them?", "어느 폴더에 CSV 파일이 있어?"],
)  # fmt: skip
def test_the_folders_holding_files_of_a_kind_name_the_top_one(
    tmp_path: Path, request_: str
) -> None:
    """fresh28 files-62: a find printed ./src/app.py, ./src/utils.py and ./report.py and the
    answer said "src" alone; each folder is printed once with its files, the top one named."""
    (tmp_path / "src" / "deep").mkdir(parents=True)
    for name in ("src/app.py", "src/utils.py", "report.py", "src/deep/x.py", "sales.csv",
                 "src/deep/data.csv"):  # fmt: skip
        (tmp_path / name).write_text("")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "hook.py").write_text("")
    found = search_command(request_)
    assert found is not None and found[0] == "folders"
    out = subprocess.run(found[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    expected = (
        ". (the top folder): sales.csv\nsrc/deep: data.csv\n" if "CSV" in request_
        else ". (the top folder): report.py\nsrc: app.py utils.py\nsrc/deep: x.py\n"
    )  # fmt: skip
    assert out.stdout == expected
    # the plain find the model ran shows paths, not its folders: the folders' command is made
    printed = outcome("bash", "./src/app.py\n./report.py", command="find . -iname '*.py'")
    made = verdict(request_, "src 폴더입니다.", printed)
    assert made is not None and made.call == ("bash", {"command": found[1]})
    shown = outcome("bash", expected, command=found[1])
    said = "The folders: " + expected.strip().replace("\n", "; ")
    assert verdict(request_, said, shown) is None


@pytest.mark.parametrize(
    "request_",
    ["Where are the Python files?", "Which folder is report.py in?", "What folders are here?"],
)
def test_no_folders_of_a_kind_asked(request_: str) -> None:
    found = search_command(request_)
    assert found is None or found[0] != "folders"


@pytest.mark.parametrize(
    ("request_", "files"),
    [
        # fresh32 files-70 listed the top folder
        ("파이썬 파일 중에 import 문이 한 줄도 없는 파일이 어떤 거야? 하위 폴더까지 봐 줘.",
         {"./src/app.py", "./src/utils.py"}),
        ("Which Python files don't have an import line?", {"./src/app.py", "./src/utils.py"}),
        ("Which Python files don't import anything?", {"./src/app.py", "./src/utils.py"}),
        ("Find the Python files with no 'print' in them", {"./src/utils.py"}),
        ("파이썬 파일 중에 print를 안 쓰는 파일은?", {"./src/utils.py"}),
        ("TODO가 들어간 마크다운 파일 어떤 거야?", {"./docs/a.md"}),
        ("Which Markdown files mention flour?", {"./b.md"}),
        ("Which Python files contain 'def main'?", {"./src/app.py"}),
    ],
)  # fmt: skip
def test_files_of_a_kind_with_or_without_a_word_in_real_files(
    tmp_path: Path, request_: str, files: set[str]
) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "docs").mkdir()
    (tmp_path / "report.py").write_text("import csv\nfrom sys import argv\nprint(argv)\n")
    (tmp_path / "src" / "app.py").write_text("def main():\n    print('hi')  # important\n")
    (tmp_path / "src" / "utils.py").write_text("TAX = 0.1  # imports nothing\n")
    (tmp_path / "docs" / "a.md").write_text("# A\nTODO: write\n")
    (tmp_path / "b.md").write_text("Buy flour\n")
    (tmp_path / "notes.txt").write_text("import flour TODO\n")
    found = search_command(request_)
    assert found is not None and found[0] == "holding"
    out = subprocess.run(found[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    listed = out.stdout.splitlines()
    assert set(listed[:-1]) == files and listed[-1].startswith(f"({len(files)} ")


@pytest.mark.parametrize(
    ("done", "corrected"),
    [
        (outcome("list_dir", "report.py\nsrc/ (app.py, utils.py)", path="."), True),
        (outcome("bash", "./report.py:import csv", command="grep -rn import --include=*.py ."),
         True),  # the files with it: the ones without are left to the model to work out
        (outcome("grep", "report.py:1: import csv", pattern="import"), True),
        (outcome("bash", "./src/app.py", command="grep -rL import --include='*.py' ."), False),
    ],
)  # fmt: skip
def test_the_files_lacking_a_word_are_shown_by_a_search_for_the_lacking(
    done: object, corrected: bool
) -> None:
    request_ = "파이썬 파일 중에 import 문이 한 줄도 없는 파일이 어떤 거야? 하위 폴더까지 봐 줘."
    found = verdict(request_, "report.py", done)  # type: ignore[arg-type]
    wrong = found is not None and found.reason == "wrong_command"
    assert wrong is corrected, found


@pytest.mark.parametrize(
    "request_",
    ["Which Python files are there?", "report.py에 import 문이 몇 줄 있어?",
     "Which files don't mention flour?", "파이썬 파일 몇 개 있어?"],
)  # fmt: skip
def test_no_files_of_a_kind_holding_a_word_asked(request_: str) -> None:
    found = search_command(request_)
    assert found is None or found[0] != "holding"


OUTSIDE_SRC = (
    "Do we have any Python files that aren't in the src folder? Where are they?"  # files-81
)


@pytest.mark.parametrize(
    ("request_", "kind", "folder"),
    [
        (OUTSIDE_SRC, "*.py", "src"),
        ("src 폴더 밖에 있는 파이썬 파일 있어?", "*.py", "src"),
        ("Any markdown files outside docs?", "*.md", "docs"),
        ("Which CSV files are not in the data/ directory?", "*.csv", "data"),
        # the other ways Korean asks: 「알려 줘」 was let be, 「있어?」 alone was read
        ("docs 폴더 말고 다른 데 있는 마크다운 파일 알려 줘", "*.md", "docs"),
        ("docs 폴더 말고 다른 데 있는 마크다운 파일 보여 줘", "*.md", "docs"),
        ("src 폴더 밖에 있는 파이썬 파일 찾아 줘", "*.py", "src"),
        ("docs 빼고 마크다운 파일 뭐야?", "*.md", "docs"),
        ("src 말고 파이썬 파일 뭐뭐 있나?", "*.py", "src"),
        ("data 폴더 제외하고 CSV 파일 목록 좀", "*.csv", "data"),
        ("Show me the Markdown files outside docs", "*.md", "docs"),
    ],
)
def test_files_of_a_kind_outside_a_folder_in_real_files(
    tmp_path: Path, request_: str, kind: str, folder: str
) -> None:
    for name in ("report.py", "src/app.py", "src/utils.py", "tools/sub/make.py", "README.md",
                 "docs/usage.md", "sales.csv", "data/old.csv"):  # fmt: skip
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x\n")
    found = search_command(request_)
    assert found is not None and found[0] == "outside"
    printed = subprocess.run(
        ["bash", "-c", found[1]], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout.split()
    every = {"*.py": {"./report.py", "./src/app.py", "./src/utils.py", "./tools/sub/make.py"},
             "*.md": {"./README.md", "./docs/usage.md"},
             "*.csv": {"./sales.csv", "./data/old.csv"}}[kind]  # fmt: skip
    assert set(printed) == {path for path in every if not path.startswith(f"./{folder}/")}


@pytest.mark.parametrize(
    ("done", "corrected"),
    [
        # files-81 globbed src alone and named its two files
        (outcome("glob", "src/utils.py\nsrc/app.py", pattern="**/*.py", path="src"), True),
        (outcome("glob", "report.py\nsrc/app.py", pattern="**/*.py", path="."), True),
        (outcome("bash", "./report.py\n./src/app.py", command="find . -name '*.py'"), True),
        (outcome("bash", "./report.py",
                 command="find . -name '*.py' -not -path './src/*'"), False),
    ],
)  # fmt: skip
def test_files_outside_a_folder_are_shown_by_a_find_that_leaves_it_out(
    done: object, corrected: bool
) -> None:
    found = verdict(OUTSIDE_SRC, "src/utils.py and src/app.py.", done)  # type: ignore[arg-type]
    wrong = found is not None and found.reason == "wrong_command"
    assert wrong is corrected, found


@pytest.mark.parametrize(
    "request_",
    ["Any Python files here?", "파이썬 파일 어디 있어?", "Which Python files are in src?",
     "Which files mention src?"],
)  # fmt: skip
def test_no_folder_left_out_of_other_searches(request_: str) -> None:
    found = search_command(request_)
    assert found is None or found[0] != "outside"


@pytest.mark.parametrize(
    "request_",
    [
        # a change to the files found, or a way to do something, is no search of them
        "docs 폴더 말고 다른 데 있는 마크다운 파일 찾아서 지워 줘",
        "docs 말고 다른 데 있는 마크다운 파일 전부 docs로 옮겨 줘",
        "src 밖에 있는 파이썬 파일 이름 바꿔 줘",
        "Find the Python files outside src and move them into src",
        "파이썬 파일 실행하는 방법 알려 줘",
        "마크다운 파일 만들어 줘",
        # a file's text, or what a kind of file is
        "docs 말고 다른 데 있는 마크다운 파일 내용 보여 줘",
        "마크다운 파일이 뭐야?",
    ],
)
def test_no_search_of_files_of_a_kind_for_a_change_or_a_read(request_: str) -> None:
    assert search_command(request_) is None


@pytest.mark.parametrize(
    "request_", ["파이썬 파일 알려 줘", "마크다운 파일 목록 보여 줘", "CSV 파일 뭐뭐 있어?"]
)
def test_files_of_a_kind_asked_in_korean_forms(request_: str) -> None:
    found = search_command(request_)
    assert found is not None and found[0] == "kind"


NAMED_WHERE = (  # files-80
    "sales.csv를 다른 폴더로 옮길까 하는데, 이 파일 이름을 적어 둔 데가 어디어디 있어? 하위 "
    "폴더까지 찾아 줘."
)


@pytest.mark.parametrize(
    ("request_", "term"),
    [
        (NAMED_WHERE, "sales.csv"),
        ("I want to move sales.csv to another folder. Where is its name written down? Check "
         "subfolders too.", "sales.csv"),
        ("Where is report.py mentioned?", "report.py"),
        ("sales.csv 이름이 나오는 곳이 어디야?", "sales.csv"),
        ("report.py 이름을 적어 둔 파일 몇 군데야?", "report.py"),
    ],
)  # fmt: skip
def test_the_places_a_file_name_is_written_are_searched_in_real_files(
    tmp_path: Path, request_: str, term: str
) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "usage.md").write_text(f"Add a row to {term} for every sale.\n")
    (tmp_path / "README.md").write_text(f"Data lives in {term}.\n")
    (tmp_path / "notes.txt").write_text("call Ann\n")
    (tmp_path / term).write_text("date,units\n")
    found = search_command(request_)
    assert found is not None and found[0] == "mention" and shlex.quote(term) in found[1]
    printed = subprocess.run(
        ["bash", "-c", found[1]], cwd=tmp_path, capture_output=True, text=True
    ).stdout.split()
    assert set(printed) == {"./docs/usage.md", "./README.md"}


@pytest.mark.parametrize(
    "request_",
    ["Where is sales.csv?", "sales.csv 어디 있어?",
     "Where is the tax rate written in src/utils.py?",
     "src/utils.py에서 세율이 적혀 있는 데가 어디야?",
     "notes.txt에 적힌 약속 언제야?"],
)  # fmt: skip
def test_no_name_search_for_a_file_found_or_read(request_: str) -> None:
    found = search_command(request_)
    assert found is None or found[0] != "mention"


def test_the_file_searched_for_is_not_written() -> None:
    """files-80 appended "new content" to sales.csv: refused with the search, which the loop
    runs; another file's write, or a search for a word, is not this check's."""
    append = {"path": "sales.csv", "content": "new content", "mode": "append"}
    refused = unasked(NAMED_WHERE, "write_file", append)
    assert refused is not None and "which files name sales.csv" in refused
    assert "`grep -rliF --exclude-dir=.git sales.csv .`" in refused and "\n" not in refused
    edit = {"path": "./sales.csv", "old_string": "a", "new_string": "b"}
    assert unasked(NAMED_WHERE, "edit_file", edit) is not None
    assert searched_file_written(NAMED_WHERE, "write_file", {"path": "notes.txt"}) is None
    flour = "Which files mention flour? Add a line to notes.txt"
    assert unasked(flour, "write_file", {"path": "notes.txt", "content": "x"}) is None


FOLDER_ASKED = (  # files-85
    "Apart from the log file itself, which of my files mention the logs folder? Check every "
    "file, hidden ones too."
)


@pytest.mark.parametrize(
    ("request_", "printed"),
    [
        (FOLDER_ASKED, {"./README.md", "./.gitignore"}),
        ("logs 폴더를 언급하는 파일 어디어디 있어? 로그 파일은 빼고.",
         {"./README.md", "./.gitignore"}),
        ("Which files mention the logs folder?",
         {"./README.md", "./.gitignore", "./logs/app.log"}),
        ("Which files refer to logs/?", {"./README.md", "./.gitignore", "./logs/app.log"}),
        ("Except the Markdown files, which files mention the logs directory?",
         {"./.gitignore", "./logs/app.log"}),
    ],
)  # fmt: skip
def test_files_that_mention_a_folder_are_found_as_a_word_hidden_ones_too(
    tmp_path: Path, request_: str, printed: set[str]
) -> None:
    """files-85 globbed *.log and named the log: every file that writes the folder's name as a
    word, hidden ones too, the kind left out excluded ("login" and "catalogs" are other words)."""
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("rotated into logs/old\n")
    (tmp_path / "README.md").write_text("- logs/: application logs\n")
    (tmp_path / ".gitignore").write_text("logs/\n")
    (tmp_path / "todo.md").write_text("- [ ] fix the login bug\n- [ ] catalogs\n")
    found = search_command(request_)
    assert found is not None and found[0] == "mention"
    out = subprocess.run(["bash", "-c", found[1]], cwd=tmp_path, capture_output=True, text=True)
    assert set(out.stdout.split()) == printed


@pytest.mark.parametrize(
    "request_",
    ["Which Python files are not in the src folder?", "What is in the logs folder?",
     "logs 폴더에 뭐 있어?", "Move the logs folder to archive/"],
)  # fmt: skip
def test_no_folder_mention_search_unasked(request_: str) -> None:
    found = search_command(request_)
    assert found is None or "-rliwF" not in found[1]


def test_an_answer_that_leaves_out_a_found_file_is_sent_back() -> None:
    """files-85's answer named the log alone; one that names one of two is sent back too."""
    grep = search_command(FOLDER_ASKED)
    assert grep is not None
    found = outcome("bash", "./README.md\n./.gitignore\n[exit code: 0]", command=grep[1])
    wrong = verdict(FOLDER_ASKED, "The file logs/app.log mentions the logs folder.", found)
    assert wrong is not None and "README.md" in wrong.correction
    half = verdict(FOLDER_ASKED, "README.md mentions it.", found)
    assert half is not None and ".gitignore" in half.correction and "README" not in half.correction
    assert verdict(FOLDER_ASKED, "README.md and .gitignore mention it.", found) is None
    # the model's glob shows no mention: the grep is named
    glob = outcome("glob", "logs/app.log", pattern="**/*.log", path="logs")
    told = verdict(FOLDER_ASKED, "The file logs/app.log mentions the logs folder.", glob)
    assert told is not None and told.call is not None and "-rliwF" in str(told.call[1])
