"""No invented facts: the request classifier, the answer check, and the loop that enforces them."""

from __future__ import annotations

import asyncio
import getpass
import os
import re
import subprocess
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from jarvis_voice.activity import ActivityLog
from jarvis_voice.agent import answer_numbers, grounding
from jarvis_voice.agent.grounding import Need, check, classify
from jarvis_voice.agent.log_questions import GAPS
from jarvis_voice.agent.loop import AgentLoop
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.app import build_agent
from jarvis_voice.approval.base import Answer
from jarvis_voice.config import load_settings
from jarvis_voice.core.events import AnswerDelta, EndedBy
from jarvis_voice.i18n import t
from jarvis_voice.llm.answer_language import answer_language
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolResult
from support import ScriptedApprover

# --- the classifier ---------------------------------------------------------------------------

NEEDS_FACTS = [
    # fresh13: the week of the year and the Unix time are this clock's
    ("이번 주가 올해 몇 주차지?", "clock"),
    ("What's the Unix timestamp right now?", "clock"),
    ("What week of the year is it?", "clock"),
    # fresh13: the money we took in is the user's own table
    ("Which day did we bring in the least money?", "files"),
    # fresh12: what the app logged is in its log file ("logged in" is not)
    ("What was the first thing the app logged after noon?", "files"),
    # fresh11: a commit by its place, a sale's money, the day of the year, a BMI from numbers
    ("첫 커밋 바로 다음 커밋 있잖아요, 그거 해시가 뭐예요? 앞에 몇 자리만 알려 줘도 돼요.", "git"),
    ("What's the hash of the second commit?", "git"),
    # git questions without a git word: a branch compared with, a stash previewed (fresh24)
    ("Which files differ from main?", "git"),
    ("develop 기준으로 바뀐 파일이 뭐가 있어?", "git"),
    ("stash 하면 뭐가 들어가는지 알려줘", "git"),
    ("Which single sale brought in the most money?", "files"),
    ("장사가 제일 잘 된 날이 언제야?", "files"),
    ("오늘이 올해 들어 몇 번째 날이야?", "clock"),
    ("What day of the year is it?", "clock"),
    ("키 175에 몸무게 70킬로면 BMI가 어떻게 돼요?", "arithmetic"),
    # a week's pay with overtime, asked with no "how much" (fresh28 calc-61 answered by hand)
    ("I earn $22 an hour, and anything over 40 hours in a week is paid at time and a half. "
     "What do I make for a 46-hour week?", "arithmetic"),
    # the login shell, the length of this month, "my notes" (fresh10 machine-23/24, read-23)
    ("What's my default shell?", "user"),
    ("이 컴퓨터 기본 셸이 뭐야?", "user"),
    ("이번 달은 며칠까지 있어?", "clock"),
    ("How many days are in this month?", "clock"),
    ("Who was I supposed to send the invoice to? It's in my notes somewhere.", "files"),
    ("내 메모에 치과 예약 언제라고 써 놨지?", "files"),
    # the numeric user ID (fresh9 machine-21 answered with the name)
    ("What's my user ID number on this machine?", "user"),
    ("내 사용자 번호가 뭐야?", "user"),
    ("what's my uid?", "user"),
    # the user's own sales figures: a table here holds them (bench_tasks csv-16, -17, -19, -20)
    ("부산에서 팔린 것 중에 단가가 제일 비싼 게 뭐예요?", "files"),
    ("What percentage of all the units sold came from Busan?", "files"),
    ("How much money did we make from muffins in total?", "files"),
    ("6월 4일날 뭐뭐 팔렸어요?", "files"),
    # (request, a kind it must find)
    ("what files are in this folder?", "files"),
    ("이 폴더에 있는 파일 알려줘", "files"),
    ("README.md 파일 첫 5줄 보여줘", "lines"),
    ("show me the first 3 lines of notes.txt", "lines"),
    ("what's in notes.txt?", "files"),
    ("notes.txt 내용 보여줘", "files"),
    ("how many rows does sales.csv have?", "lines"),
    ("sales.csv 에 몇 줄 있어?", "lines"),
    ("how big is big.log?", "size"),
    ("big.log 크기가 얼마야?", "size"),
    ("which file is the largest here? list the files", "files"),
    ("what is the last commit message?", "git"),
    ("마지막 커밋 메시지가 뭐야?", "git"),
    ("which branch am I on?", "git"),
    ("what is my user name?", "user"),
    ("내 사용자 이름이 뭐야?", "user"),
    ("who am I logged in as", "user"),
    ("what time is it?", "clock"),
    ("지금 몇 시야?", "clock"),
    ("오늘 날짜 알려줘", "clock"),
    ("how much disk space is free?", "system"),
    ("디스크 남은 공간 알려줘", "system"),
    ("which python version is installed?", "system"),
    # what the user noted is in their files, not the model's memory (fresh15 read-36)
    ("도메인 갱신 언제까지 하라고 메모해 놨었지?", "files"),
    ("What did I write down about the domain renewal?", "files"),
    ("When did my notes say the domain must be renewed?", "files"),
    # the machine's name servers, never a guess of Google's (fresh15 machine-35)
    ("Which DNS server is this machine using?", "system"), ("네임서버 뭐 쓰고 있어?", "system"),
    ("run the tests and tell me the result", "command"),
    ("스크립트 실행해서 결과 알려줘", "command"),
    ("what is 17 times 23?", "arithmetic"),
    ("17*23", "arithmetic"),
    ("1234 곱하기 5678은?", "arithmetic"),
    ("what's 15% of 80?", "arithmetic"),
    ("convert 5 miles to km", "arithmetic"),
    ("30평은 몇 제곱미터야?", "arithmetic"),
    ("100 나누기 7 계산해 줘", "arithmetic"),
    ("save 'hi' to a.txt", "files"),
    ("delete old.log", "files"),
    ("can you list the files in this folder?", "files"),
    ("explain the error in build.log", "files"),
    ("what's in here?", "files"),
    ("notes.txt에 milk 추가해 줘", "files"),  # a particle right after the file name
    ("find TODO in the code", "files"),
    ("how many files are here?", "files"),
    ("1 inch is how many cm?", "arithmetic"),
    ("100의 20%는?", "arithmetic"),
    ("시속 60킬로로 3시간 반 가면 몇 킬로미터야?", "arithmetic"),  # a word problem
    ("4명이 48,000원을 나눠 내면 한 명당 얼마야?", "arithmetic"),
    ("at 50 km/h, how far do I get in 3 hours?", "arithmetic"),
    ("최근 커밋 3개 보여줘", "git"),
    ("오늘 무슨 요일이야?", "clock"),
    ("내 이름 뭐야?", "user"),
    ("지금 작업 중인 디렉터리 경로가 뭐야?", "cwd"),  # "X가 뭐야" here is no definition
    ("현재 폴더 경로 알려줘", "cwd"),
    ("what is the current working directory?", "cwd"),
    ("where am I? print the working directory", "cwd"),
    # a file named with its folder, or an absolute path, is this machine's ("X가 뭐야" no
    # definition then)
    ("tools/build.sh 돌리면 종료 코드가 뭐야?", "command"),
    ("what is in /etc/hosts?", "files"),
    ("what's inside ~/todo?", "files"),
    ("깔린 git 버전이 뭐야?", "system"),  # the version installed here, not a definition
]

CHIT_CHAT = [
    "커밋이 뭐예요?",
    "What is BMI?",
    "Who made the most money in 2020?",
    "what is a shell?",
    "쉘 스크립트가 뭐야?",
    "how many days are in a leap year?",
    "hello",
    "hello, who are you?",
    "good morning!",
    "thanks, that helped",
    "안녕하세요",
    "고마워",
    "너는 누구야?",
    "what's your name?",
    "what can you do?",
    "can you read files?",
    "do you have a calculator?",
    "파일 읽을 수 있어?",
    "tell me a joke",
    "농담 하나 해 줘",
    "what is a CSV file?",
    "CSV 파일이 뭐야?",
    "explain what git is",
    "how do I list files in linux?",
    "git 브랜치는 어떻게 만들어?",
    "write a python function that reverses a string",
    "파이썬으로 파일 읽는 코드 짜 줘",
    "how are you today?",
    "I went for a run this morning",
    "오늘 기분 어때?",
    "여기서 가까운 카페 추천해 줘",
    "what is the capital of France?",
    "/procedures list",
    "what does ls do?",
    "ls 명령어가 뭐야?",
    "my name is Tom",
    "I have 3 apples and 2 oranges",
    "compose a haiku about files",
    "give me an example of a bash script",
    "what's the weather like?",
    "translate hello to Korean",
    "다시 해 줘",
    "What does JSON stand for?",  # a definition, though "json" names a file type
    "CSV는 무엇의 약자야?",
    "What is revenue?",  # a definition, not our figures
    "매출이 뭐야?",
    "Who sold the most records ever?",
    "How is Python different from Java?",  # a comparison, of nothing git keeps
    "stash my changes",  # a stash asked for: an action, no question
]


@pytest.mark.parametrize(("request_text", "kind"), NEEDS_FACTS)
def test_requests_that_need_a_tool(request_text: str, kind: str) -> None:
    need = classify(request_text)
    assert need is not None, request_text
    assert kind in need.kinds


@pytest.mark.parametrize("request_text", CHIT_CHAT)
def test_chit_chat_and_questions_about_the_assistant_need_nothing(request_text: str) -> None:
    assert classify(request_text) is None


# --- the answer check -------------------------------------------------------------------------


def outcome(name: str, result: str, *, error: bool = False, **arguments: Any) -> CallOutcome:
    return CallOutcome(
        call=ToolCall(id="c", name=name, arguments=arguments),
        result=ToolResult(result, is_error=error),
        decision=None,
    )


TOOLS = ("bash", "read_file", "list_dir", "calculate", "recall_episodes")


def verdict(request: str, answer: str, *outcomes: CallOutcome) -> grounding.Verdict | None:
    need = classify(request)
    assert need is not None
    return check(need, request, answer, outcomes, TOOLS, "en")


@pytest.mark.parametrize(
    ("request_", "answer", "sent_back"),
    [
        # fresh16 count-37: one file's count given for the sum wc printed last
        ("How many lines of Python have we got in total? Count every .py file in the project.",
         "We have 6 lines of Python in total.", True),
        ("How many lines of Python have we got in total? Count every .py file in the project.",
         "22 lines of Python in all: app.py 6, utils.py 2, report.py 14.", False),
        ("파이썬 파일 줄 수 다 합치면 몇 줄이야?", "6줄입니다.", True),
        # a file's own count asked: its line is the answer
        ("How many lines does src/app.py have?", "src/app.py has 6 lines.", False),
    ],
)  # fmt: skip
def test_one_count_given_for_the_total_line_is_sent_back(
    request_: str, answer: str, sent_back: bool
) -> None:
    printed = "  6 ./src/app.py\n  2 ./src/utils.py\n 14 ./report.py\n 22 total\n[exit code: 0]"
    wc = outcome("bash", printed, command="find . -name '*.py' -exec wc -l {} +")
    found = verdict(request_, answer, wc)
    if sent_back:
        assert found is not None and found.reason == "numbers"
        assert "says 22 in total" in found.correction
    else:
        assert found is None or "in total" not in found.correction


@pytest.mark.parametrize(
    ("answer", "flipped"),
    [
        ("You would land at 12:15 am the next day.", True),  # fresh15 calc-35
        ("You land at 12:15 pm the next day.", False),
        ("You land at 12:15 P.M. tomorrow.", False),
        ("You land at 12:15 the next day.", False),  # no half of the day said
    ],
)
def test_a_time_given_with_the_other_half_of_the_day_is_corrected(
    answer: str, flipped: bool
) -> None:
    request = "My flight leaves at 10:40 pm and takes 13 hours 35 minutes. When do I land?"
    result = "10:40 pm + 13 hours 35 minutes = 12:15 pm the next day"
    found = verdict(request, answer, outcome("calculate", result, expression="10:40 pm + …"))
    assert (found is not None) is flipped
    if found is not None:
        assert found.reason == "numbers" and "says 12:15 pm, not 12:15 am" in found.correction


@pytest.mark.parametrize(
    "said",
    [
        "도메인 갱신 언제까지 하라고 메모해 놨었지?",  # fresh15 read-36
        "금요일 약속, 누구랑 몇 시였지?",  # fresh16 read-38 (recall_episodes, then a listing)
        "When is my meeting with Mina?",
        "내 일정에 금요일에 뭐 있어?",
    ],
)
def test_what_the_user_noted_answered_from_a_listing_is_sent_to_the_notes(said: str) -> None:
    """The user's own notes and plans answered with the listing: sent to the notes file."""
    recalled = outcome("recall_episodes", "no earlier requests match", contains="약속")
    listing = outcome("list_dir", ".git/ README.md docs/ draft.txt notes.txt todo.md", path=".")
    found = verdict(said, "현재 폴더에는 README.md, notes.txt …가 있습니다.", recalled, listing)
    assert found is not None and found.reason == "wrong_place"
    assert found.call == ("read_file", {"path": "notes.txt"})
    read = outcome("read_file", "Renew the domain by June 30", path="notes.txt")
    assert verdict(said, "6월 30일까지 갱신하라고 적어 두셨어요.", listing, read) is None
    # a listing with no notes file: nothing to send it to
    bare = outcome("list_dir", "README.md src/", path=".")
    found = verdict(said, "현재 폴더에는 README.md가 있습니다.", bare)
    assert found is None or found.call != ("read_file", {"path": "notes.txt"})


@pytest.mark.parametrize(
    ("request_", "first"),
    [
        # the lines of some levels in the workspace's one log (fresh15 count-36 was told
        # `wc -l .`)
        ("로그에 에러랑 경고 합치면 몇 줄이나 돼?",
         "bash with `grep -ciE 'error|warn' logs/app.log`"),
        ("How many errors are in the log?", "bash with `grep -ciE error logs/app.log`"),
        ("로그 몇 줄이야?", "bash with `wc -l logs/app.log`"),
        # a file named is that file; no file at all is never `wc -l .`
        ("notes.txt 몇 줄이야?", "bash with `wc -l notes.txt`"),
        ("몇 줄이야?", 'read_file with lines="1-5"'),
    ],
)
def test_the_log_is_the_workspaces_one_log(tmp_path: Path, request_: str, first: str) -> None:
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("2024 INFO start\n2024 WARN slow\n2024 ERROR x\n")
    (tmp_path / "notes.txt").write_text("a\n")
    need = classify(request_, tmp_path)
    assert need is not None
    assert grounding.suggestions(need, TOOLS, request_, most=1) == [first]


@pytest.mark.parametrize(
    ("request_", "kinds", "place"),
    [
        # fresh17: answered from nothing ("I have 5 tasks remaining", "by $50", a made-up MAC)
        ("What's still left to do on my to-do list?", ("files",), "todo.md"),
        ("할 일 목록에 뭐 남았어?", ("files",), "todo.md"),
        ("From one day to the next, when did our daily takings drop the most, and by how much?",
         ("files",), "sales.csv"),
        ("우리 가게 매출이 제일 많았던 날이 언제야?", ("files",), "sales.csv"),
        ("What's the MAC address of this computer's network card?", ("system",), None),
        ("이 컴퓨터 맥 주소 알려 줘", ("system",), None),
        # fresh18 read-41: a note the user left, answered with no look-up
        ("I left myself a note about my laptop. What did it say?", ("files",), "notes.txt"),
        ("노트북 관련해서 메모 남겨 둔 거 있었는데 뭐였지?", ("files",), "notes.txt"),
        # the world's figures and words, not this machine's
        ("What were Apple's sales last year?", None, None),
        ("What is a MAC address?", None, None),
    ],
)  # fmt: skip
def test_the_users_lists_figures_and_network_card(
    tmp_path: Path, request_: str, kinds: tuple[str, ...] | None, place: str | None
) -> None:
    (tmp_path / "todo.md").write_text("- [ ] fix the login bug\n")
    (tmp_path / "notes.txt").write_text("Meeting with Mina\n")
    (tmp_path / "sales.csv").write_text("date,product,units\n2024-06-01,bagel,3\n")
    need = classify(request_, tmp_path)
    assert (need.kinds if need else None) == kinds
    assert (need.place if need else None) == place


def test_the_users_notes_are_the_one_notes_file_here(tmp_path: Path) -> None:
    """fresh16 read-38 ("금요일에 약속 있다고 메모해 놨던 것 같은데 …") asked recall_episodes, then
    was sent to a listing, and the one look-up a turn was spent before the notes were read."""
    (tmp_path / "notes.txt").write_text("Meeting with Mina at 3pm on Friday\n")
    (tmp_path / "todo.md").write_text("- [ ] fix the login bug\n")
    request_ = "금요일에 약속 있다고 메모해 놨던 것 같은데, 누구랑 몇 시였지?"
    need = classify(request_, tmp_path)
    assert need is not None and need.place == "notes.txt"
    assert grounding.suggestions(need, TOOLS, request_) == ['read_file with path "notes.txt"']
    # the file is what is asked: the answer is the file that has it (fresh files-16 was sent to
    # notes.txt from a grep that found it in todo.md)
    login = "로그인 버그 얘기 적어 둔 파일이 뭐였지?"
    found = outcome("grep", "todo.md:1: - [ ] fix the login bug", pattern="login|bug", path=".")
    need = classify(login, tmp_path)
    assert need is not None and need.place is None
    assert check(need, login, "todo.md에 적어 뒀어요.", [found], TOOLS, "ko") is None
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "memo.md").write_text("x\n")  # two notes files: which one?
    need = classify(request_, tmp_path)
    assert need is not None and need.place is None


def test_an_answer_from_another_file_than_the_one_meant_is_sent_there(tmp_path: Path) -> None:
    """The session-34 full run's read-14: "로그 파일 맨 첫 줄" answered from notes.txt."""
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("2024-06-30 00:00:57 INFO start\n")
    (tmp_path / "notes.txt").write_text("Meeting with Mina\n")
    request_ = "로그 파일 맨 첫 줄 좀 보여 줄래요?"
    need = classify(request_, tmp_path)
    assert need is not None and need.place == "logs/app.log"
    notes = outcome("read_file", "     1\tMeeting with Mina", path="notes.txt", lines="1-5")
    found = check(need, request_, "1. Mina와 회의", [notes], TOOLS, "ko")
    assert found is not None and found.reason == "wrong_place"
    assert found.correction.startswith("That is not logs/app.log, which the request is about")
    # a table's query stands in for no file (fresh17 read-39 counted sales.csv's rows)
    (tmp_path / "todo.md").write_text("- [ ] fix the login bug\n")
    todo = "What's still left to do on my to-do list?"
    todo_need = classify(todo, tmp_path)
    assert todo_need is not None and todo_need.place == "todo.md"
    table = outcome("csv_query", "(no todo.csv; read sales.csv, the one table here) count: 12",
                    path="todo.csv", op="count")  # fmt: skip
    sent = check(todo_need, todo, "There are 12 items left.", [table], TOOLS, "en")
    assert sent is not None and sent.reason == "wrong_place" and "todo.md" in sent.correction
    log = outcome("read_file", "     1\t2024-06-30 00:00:57 INFO start", path="logs/app.log")
    answer = "첫 줄은 2024-06-30 00:00:57 INFO start예요."
    assert check(need, request_, answer, [log], TOOLS, "ko") is None


def test_what_the_app_logged_is_the_log(tmp_path: Path) -> None:
    """fresh16 read-37 ("the slowest query the app logged") ran `git log`."""
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("2024 WARN slow query on table stock (120 ms)\n")
    need = classify("What's the slowest query the app logged, and how long did it take?", tmp_path)
    assert need is not None and need.place == "logs/app.log"
    assert classify("Who logged in last?", tmp_path) is None


def test_two_logs_or_a_log_in_are_not_the_log(tmp_path: Path) -> None:
    (tmp_path / "a.log").write_text("INFO x\n")
    (tmp_path / "b.log").write_text("INFO y\n")
    assert classify("로그에 에러 몇 개야?", tmp_path) == Need(("files",))  # which one?
    assert classify("how do I log in?", tmp_path) is None


def test_no_tool_is_not_grounded_and_the_correction_names_a_fitting_tool() -> None:
    found = verdict("what is my user name?", "Your user name is admin.")
    assert found is not None and found.reason == "no_tool"
    assert found.correction == "Look it up first: use bash with `whoami`."
    assert found.fallback == t("answer.not_checked", "en")
    ko = check(
        classify("내 사용자 이름이 뭐야?") or Need(()),
        "내 사용자 이름이 뭐야?",
        "",
        [],
        TOOLS,
        "en",
    )
    assert ko is not None and ko.fallback == t("answer.not_checked", "ko")  # the turn's language


@pytest.mark.parametrize(
    ("request_text", "suggestion"),
    [
        ("what is my user name?", "bash with `whoami`"),
        ("지금 몇 시야?", "bash with `date`"),
        ("what is 17 times 23?", "calculate"),
        ("how big is big.log?", "bash with `ls -l big.log`"),
        ("sales.csv 에 몇 줄 있어?", "bash with `wc -l sales.csv`"),
        ("README.md 파일 첫 5줄 보여줘", 'read_file with path "README.md" and lines="1-5"'),
        ("what's in notes.txt?", 'read_file with path "notes.txt"'),
        ("what files are in this folder?", 'list_dir with path "."'),
        ("src 폴더 안에 있는 파일 이름을 알려줘", 'list_dir with path "src"'),
        ("which branch am I on?", "bash with `git branch --show-current`"),
        ("what is the last commit message?", "bash with `git log -1`"),
        ("커밋 안 한 변경 사항 있어?", "bash with `git status --short`"),
        ("지금 작업 중인 디렉터리 경로가 뭐야?", "bash with `pwd`"),
        # git questions get the command that shows the answer, not the last commit for all
        (
            "what changed in report.py since the last commit?",
            "bash with `git diff HEAD -- report.py`",
        ),
        ("아직 커밋 안 한 수정 내용 보여줘", "bash with `git diff HEAD`"),
        ("list all the branches", "bash with `git branch`"),
        ("이 저장소 커밋 몇 개야?", "bash with `git rev-list --count HEAD`"),
        ("which files did the latest commit touch?", "bash with `git show --stat --oneline HEAD`"),
        ("when was the last commit?", "bash with `git log -1 --format=%cd`"),
        # every commit's weekday (fresh14 git-31 ran `git log --oneline --since=`)
        ("Did I make any commits on a weekend? Which ones?",
         "bash with `git log --date=format:'%a %Y-%m-%d %H:%M' --format='%h %ad %s'`"),
        ("주말에 커밋한 적 있어?",
         "bash with `git log --date=format:'%a %Y-%m-%d %H:%M' --format='%h %ad %s'`"),
        ("마지막 커밋 누가 했어?", "bash with `git log -1 --format='%an <%ae>'`"),
        # commits by the time of day, kept (and counted) by grep (fresh15 git-35)
        ("How many of my commits did I make before noon?",
         "bash with `git log --date=format:'%H:%M %Y-%m-%d' --format='%ad %h %s'"
         " | grep -c -E '^(0[0-9]|1[01]):'`"),
        ("저녁에 커밋한 거 보여 줘",
         "bash with `git log --date=format:'%H:%M %Y-%m-%d' --format='%ad %h %s'"
         " | grep -E '^(1[89]|2[0-3]):'`"),
        ("오후 6시 이후에 한 커밋 몇 개야?",
         "bash with `git log --date=format:'%H:%M %Y-%m-%d' --format='%ad %h %s'"
         " | grep -c -E '^(1[89]|2[0-3]):'`"),
        # the last commit of a branch named, not the branch checked out (fresh15 git-36)
        ("main 브랜치에 마지막으로 커밋한 게 언제였어요?",
         "bash with `git log -1 --format='%cd %h %s' main`"),
        ("When was the last commit on the develop branch?",
         "bash with `git log -1 --format='%cd %h %s' develop`"),
        # where a branch left another: the merge base, named by its message (fresh16 git-38)
        ("feature/inventory 브랜치는 main의 어느 커밋에서 갈라져 나온 거야?",
         "bash with `git log -1 --format='%s (%h, %cd)' $(git merge-base main feature/inventory)`"),
        ("Which commit did the develop branch fork off from master?",
         "bash with `git log -1 --format='%s (%h, %cd)' $(git merge-base master develop)`"),
        # a program's version: the program says it
        ("which python version is installed?", "bash with `python3 --version`"),
        ("설치된 git 버전 알려줘", "bash with `git --version`"),
        # the commit before the last; a file named narrows the log to it
        (
            "show me the commit before the last one",
            "bash with `git log -1 --skip=1 --format='%s (%h, %cd)'`",
        ),
        ("직전 커밋이 뭐였지?", "bash with `git log -1 --skip=1 --format='%s (%h, %cd)'`"),
        ("notes.txt는 언제 커밋된 거야?", "bash with `git log -1 --format=%cd -- notes.txt`"),
        ("When was notes.txt last committed?", "bash with `git log -1 --format=%cd -- notes.txt`"),
        # the biggest or smallest file: every file below by size, not a listing of "."
        (
            "이 프로젝트에서 용량이 제일 큰 파일이 뭐야?",
            "bash with `find . -type f -not -path './.git/*' -printf '%s %p\\n' | sort -n"
            " | tail -5`",
        ),
        (
            "What is the smallest file here?",
            "bash with `find . -type f -not -path './.git/*' -printf '%s %p\\n' | sort -n"
            " | head -5`",
        ),
        # only the files of the subfolders (fresh26 files-58 globbed the Python files)
        (
            "하위 폴더 안에 들어 있는 파일 중에서 용량이 제일 작은 게 뭐야? "
            "맨 위 폴더에 있는 파일은 빼고.",
            "bash with `find . -mindepth 2 -type f -not -path './.git/*' -printf '%s %p\\n' | "
            "sort -n | head -5`",
        ),
        (
            "Which is the biggest file inside the subfolders, not the top-level ones?",
            "bash with `find . -mindepth 2 -type f -not -path './.git/*' -printf '%s %p\\n' | "
            "sort -n | tail -5`",
        ),
        # every Markdown file's headings, counted (fresh26 count-57 globbed docs/**/*.md)
        (
            "How many headings are there across all our Markdown files, the docs folder included?",
            "bash with `find . -name '*.md' -not -path './.git/*' -exec grep -HE '^#{1,6} ' {} + | "
            "awk '{print} END {print NR, \"headings\"}'`",
        ),
        (
            "What's the biggest file? Look in the subfolders too.",
            "bash with `find . -type f -not -path './.git/*' -printf '%s %p\\n' | sort -n"
            " | tail -5`",
        ),
        # the commit that added a file, and the first commit's files; a CSV's history is git's
        (
            "Which commit added sales.csv?",
            "bash with `git log --diff-filter=A --format='%s (%h, %an, %cd)' -- sales.csv`",
        ),
        (
            "report.py를 추가한 커밋이 뭐야?",
            "bash with `git log --diff-filter=A --format='%s (%h, %an, %cd)' -- report.py`",
        ),
        (
            "맨 처음 커밋에는 어떤 파일들이 들어갔어요?",
            "bash with `git show --name-only --format='%s (%h, %cd)' "
            "$(git rev-list --max-parents=0 HEAD)`",
        ),
        # a script asked to be run is run, not read
        ("report.py 돌리면 뭐라고 나와?", "bash with `python3 report.py`"),
        ("Does tools/check.sh work? Give it a try.", "bash with `bash tools/check.sh`"),
        # a function of the file with its arguments: that call, printed (a Korean particle
        # may follow the file name)
        (
            "src/utils.py의 price_with_tax(1000)이 얼마를 돌려주는지 파이썬으로 실행해서 알려줘",
            "bash with `python3 -c \"import runpy; print(runpy.run_path('src/utils.py')"
            "['price_with_tax'](1000))\"`",
        ),
        (
            "What does `python3 report.py --summary` print?",
            "bash with `python3 report.py --summary`",
        ),
    ],
)
def test_the_correction_suggests_the_call_that_answers(request_text: str, suggestion: str) -> None:
    need = classify(request_text)
    assert need is not None
    assert grounding.suggestions(need, TOOLS, request_text) == [suggestion]
    assert grounding.suggestions(need, ("web_search",), request_text) == []


def test_a_successful_tool_grounds_the_answer() -> None:
    whoami = outcome("bash", "bob\n[exit code: 0]", command="whoami")
    assert verdict("what is my user name?", "You are bob.", whoami) is None
    # an answer that only narrates ("Listing this folder.") is not grounded
    listing = outcome("list_dir", "README.md\nbig.log")
    narrated = verdict("what files are in this folder?", "Listing this folder.", listing)
    assert narrated is not None and narrated.reason == "narration"
    assert narrated.fallback == "Here is what list_dir returned:\nREADME.md\nbig.log"
    need = classify("이 폴더에 뭐 있어?")
    assert need is not None
    said = check(need, "이 폴더에 뭐 있어?", "확인 중.", [listing], TOOLS, "en", ["확인 중."])
    assert said is not None and said.reason == "narration"
    # yes/no and short answers are fine
    assert verdict("is there a README here? list the files", "Yes.", listing) is None
    written = outcome("write_file", "created a.txt (2 bytes)", path="a.txt", content="hi")
    assert verdict("save 'hi' to a.txt", "Saved.", written) is None


def test_recall_episodes_grounds_only_questions_about_the_past() -> None:
    recalled = outcome("recall_episodes", "No matching past turns.")
    assert verdict("what is my user name?", "It is bob.", recalled) is not None
    assert verdict("what did I ask you yesterday about notes.txt?", "Nothing.", recalled) is None


def test_a_failed_tool_asks_for_corrected_arguments() -> None:
    failed = outcome("list_dir", "cannot list directory: no such file: docs", error=True)
    found = verdict("what files are in this folder?", "Error: no such file: docs", failed)
    assert found is not None and found.reason == "tool_failed"
    assert found.correction.startswith("That failed: cannot list directory")
    assert 'Try again: use list_dir with path "."' in found.correction
    assert found.fallback.startswith("I couldn't check that: list_dir failed")
    # having tried, "I can't" is honest
    assert verdict("what files are in this folder?", "I cannot list it.", failed) is None


def test_arithmetic_numbers_must_come_from_a_tool() -> None:
    calc = outcome("calculate", "17 × 23 = 391", expression="17*23")
    assert verdict("what is 17 times 23?", "17 times 23 is 391.", calc) is None
    wrong = verdict("what is 17 times 23?", "17 times 23 is 411.", calc)
    assert wrong is not None and wrong.reason == "numbers"
    assert wrong.fallback == "17 × 23 = 391"  # the calculator's own line
    # … in a Korean sentence for a Korean question (fresh25 calc-56 was answered in no language)
    korean = verdict("17 곱하기 23은 얼마야?", "17 곱하기 23은 411이에요.", calc)
    assert korean is not None and korean.fallback == "calculate 결과입니다:\n17 × 23 = 391"
    # an echo of the model's own guess proves nothing
    echo = outcome(
        "bash", "5 miles = 8.2875 km\n[exit code: 0]", command="echo 5 miles = 8.2875 km"
    )
    assert verdict("convert 5 miles to km", "5 miles is 8.2875 km.", echo) is not None
    # rounding what the tool said is fine
    miles = outcome("calculate", "5 mi = 8.04672 km", expression="5 miles to km")
    assert verdict("convert 5 miles to km", "About 8.05 km.", miles) is None
    assert (
        verdict(
            "1234 곱하기 5678은?",
            "7,006,652입니다.",
            outcome("calculate", "1234 × 5678 = 7,006,652"),
        )
        is None
    )


def test_paths_and_big_numbers_must_appear_in_a_result() -> None:
    git = outcome(
        "bash", "abc123 Add sales figures\n[exit code: 0]", command="git log -1 --oneline"
    )
    leaked = verdict("what is the last commit message?", "You are in /home/me/project.", git)
    assert (
        leaked is not None and leaked.reason == "unseen" and "/home/me/project" in leaked.correction
    )
    # the command's "[exit code: 0]" is no news to a listener (fresh45 script-96)
    assert leaked.fallback == "Here is what bash returned:\nabc123 Add sales figures"
    assert verdict("what is the last commit message?", "It is: Add sales figures.", git) is None

    size = outcome("bash", "-rw-r--r-- 1 me me 660000 Jan 1 big.log\n[exit code: 0]")
    assert verdict("how big is big.log?", "big.log is 660000 bytes.", size) is None
    assert verdict("how big is big.log?", "It is about 660 KB.", size) is None  # scaled
    assert verdict("how big is big.log?", "big.log is 1000 bytes.", size) is not None
    listing = outcome("list_dir", "a.txt\nb.txt")
    assert verdict("what files are in this folder?", "There are 2: a.txt, b.txt.", listing) is None
    assert verdict("what files are in this folder?", "a.txt, b.txt and c.py", listing) is not None


@pytest.mark.parametrize(
    ("request_", "answer", "shown", "invented"),
    [
        # a version is a fact: "2.31.1" read as a number is only 2.31, too small to check
        ("깔린 git 버전이 뭐야?", "Git 버전은 2.31.1입니다.", "0809673 Add stock", True),
        ("which git version is installed?", "git 2.39.5", "git version 2.39.5", False),
        ("what python version is this?", "It is Python 3.11.", "Python 3.11.2", False),
        ("what python version is this?", "It is Python 3.12.", "Python 3.11.2", True),
        ("what is in notes.txt?", "Version 1.2.3 of the plan.", "plan notes", True),
        # "3.5" is a number, not a version, when no version is asked for and it has one dot
        ("what is in notes.txt?", "It says 3.5 hours.", "It takes 3.5 hours", False),
    ],
)
def test_versions_must_appear_in_a_result(
    request_: str, answer: str, shown: str, invented: bool
) -> None:
    result = verdict(request_, answer, outcome("bash", shown, command="cmd"))
    assert (result is not None and result.reason == "unseen") is invented


@pytest.mark.parametrize(
    ("answer", "invented"),
    [
        # a Korean particle glued to a path the result shows (fresh9 machine-22)
        ("python3는 /usr/bin/python3에 있어요.", False),
        ("python3는 /usr/bin/python3입니다.", False),
        ("python3는 /opt/python3/bin/python3에 있어요.", True),
    ],
)
def test_a_path_with_a_korean_particle_is_the_path(answer: str, invented: bool) -> None:
    found = outcome("bash", "python3: /usr/bin/python3 /usr/lib/python3", command="whereis python3")
    result = verdict("이 컴퓨터에 python3 어디에 깔려 있어? 경로 알려 줘", answer, found)
    assert (result is not None and result.reason == "unseen") is invented


def test_a_fact_looked_for_in_the_wrong_place_gets_the_right_call() -> None:
    log = outcome("bash", "0809673 Add stock check\n[exit code: 0]", command="git log -1")
    wrong = verdict("깔린 git 버전이 뭐야?", "2.31.1 버전입니다.", log)
    assert wrong is not None and wrong.correction == (
        "The tool result does not show 2.31.1. Answer from the result. "
        "Or use bash with `git --version`."
    )
    right = outcome("bash", "git version 2.39.5\n[exit code: 0]", command="git --version")
    again = verdict("깔린 git 버전이 뭐야?", "2.31.1 버전입니다.", right)
    assert again is not None and "Or use" not in again.correction  # it did use it


@pytest.mark.parametrize(
    ("request_", "called", "not_run"),
    [
        ("src/utils.py 실행하면 뭐가 출력돼?", "read_file", True),
        ("run scripts/build.sh and tell me what it says", "read_file", True),
        ("src/utils.py 실행하면 뭐가 출력돼?", "bash", False),
        ("scripts/check.sh 스크립트 내용 보여줘", "read_file", False),  # its text was asked for
        ("show me the contents of the run script run.sh", "read_file", False),
        ("print the first line of report.py", "read_file", False),  # a read, not a run
        ("report.py 첫 줄 출력해 줘", "read_file", False),
        ("report.py 실행하면 뭐가 출력돼?", "read_file", True),
        ("What does `python3 report.py --summary` print?", "read_file", True),
    ],
)
def test_asked_to_run_it_must_run_it(request_: str, called: str, not_run: bool) -> None:
    seen = outcome(called, "def f(x):\n    return x\n", path="x.py", command="python3 x.py")
    result = verdict(request_, "It prints nothing; it defines f.", seen)
    assert (result is not None and result.reason == "not_run") is not_run
    if not_run:
        assert result is not None and result.must_call == ("bash",)
        # the script's run is known from the request: the loop makes that call itself
        script = re.search(r"[\w/]+\.(py|sh)", request_)
        assert script is not None and result.call is not None
        command = result.call[1]["command"]
        assert result.call[0] == "bash" and script.group(0) in command


@pytest.mark.parametrize(
    ("request_", "calls", "not_done"),
    [
        # its text edited, or only read: the file still has its old name
        ("Rename draft.txt to summer-menu.txt.", [("edit_file", "replaced 1", False)], True),
        ("draft.txt 이름을 menu.txt로 바꿔 줘", [("read_file", "ideas", False)], True),
        ("move notes.txt to old-notes.txt", [], True),
        ("Rename draft.txt to summer-menu.txt.", [("bash", "[exit code: 1]", True)], True),
        # done with mv (or git mv)
        ("Rename draft.txt to summer-menu.txt.", [("bash", "[exit code: 0]", False)], False),
        # "move" with one file is not a rename (a line moved inside it)
        ("move the last line of notes.txt to the top", [("read_file", "a", False)], False),
    ],
)
def test_a_rename_is_done_with_mv(
    request_: str, calls: list[tuple[str, str, bool]], not_done: bool
) -> None:
    done = [
        outcome(name, text, error=error, command="mv draft.txt summer-menu.txt", path="x")
        for name, text, error in calls
    ]
    result = verdict(request_, "Done.", *done)
    assert (result is not None and result.reason == "not_done") is not_done
    if not_done:
        assert result is not None and result.must_call == ("bash",)
        assert result.fallback == t("answer.not_done", grounding.language_of(request_, "en"))
    if request_.startswith("Rename") and not_done:
        assert result is not None
        assert result.correction == (
            "That is not done: rename it with bash: `mv draft.txt summer-menu.txt`."
        )


@pytest.mark.parametrize(
    ("request_", "calls", "not_done"),
    [
        # emptied with write_file, or only read: the file is still there (fresh8 write-20)
        ("draft.txt는 이제 필요 없으니까 지워 줘", [("write_file", "wrote 0 bytes", False)], True),
        ("Delete draft.txt", [("read_file", "ideas", False)], True),
        ("Can you delete draft.txt?", [], True),
        ("draft.txt 좀 지워 줄 수 있어?", [("bash", "[exit code: 1]", True)], True),
        # done with rm
        ("Delete draft.txt", [("bash", "[exit code: 0]", False)], False),
        # lines or items taken out of a file are an edit; a question asks, it does not order
        ("todo.md에서 끝낸 항목은 지워 주세요", [("read_file", "a", False)], False),
        ("Remove the line about flour from notes.txt", [("read_file", "a", False)], False),
        ("notes.txt 빈 줄 지워 줘", [("read_file", "a", False)], False),
        ("draft.txt 지워도 돼?", [("read_file", "a", False)], False),
        ("Remove draft.txt and notes.txt", [("read_file", "a", False)], False),  # two: not one
    ],
)
def test_a_file_deleted_is_done_with_rm(
    request_: str, calls: list[tuple[str, str, bool]], not_done: bool
) -> None:
    done = [
        outcome(name, text, error=error, command="rm draft.txt", path="draft.txt")
        for name, text, error in calls
    ]
    result = verdict(request_, "Done.", *done)
    deleting = result is not None and result.correction.startswith("That is not done: delete")
    assert deleting is not_done, result
    if not_done:
        assert result is not None and result.must_call == ("bash",)
        assert result.correction == "That is not done: delete it with bash: `rm draft.txt`."


def test_a_delete_with_another_command_is_not_a_delete() -> None:
    emptied = outcome("bash", "[exit code: 0]", command="truncate -s 0 draft.txt")
    result = verdict("Delete draft.txt", "Done.", emptied)
    assert result is not None and "rm draft.txt" in result.correction


def test_a_refusal_after_a_failure_stands_only_when_the_answering_call_failed() -> None:
    # a made-up option failed; the call that answers was never tried: try it
    wrong = outcome("bash", "fatal: unrecognized argument: --previous", error=True,
                    command="git log -n 1 --previous")  # fmt: skip
    result = verdict("What was the commit before the last one?", "It cannot be found.", wrong)
    assert result is not None and result.reason == "tool_failed"
    assert "git log -1 --skip=1" in result.correction
    # the file asked about does not exist, and reading it is the call that answers: it stands
    missing = outcome("read_file", "no such file: plan.txt", error=True, path="plan.txt")
    assert verdict("what's in plan.txt?", "I can't check that.", missing) is None


@pytest.mark.parametrize(
    ("request_", "clock"),
    [
        ("what time is it?", True),
        ("지금 몇 시야?", True),
        # another place's time is looked up too where the zone database knows the place
        # (system_info answers it, session 28); elsewhere it is knowledge
        ("If it's 3 pm in Seoul, what time is it in New Delhi?", True),
        ("What's the time difference between Seoul and Paris?", True),
        ("서울이 3시면 런던에서는 몇 시야?", True),
        ("What time is it in Gondor?", False),
        ("What's the time difference between Mordor and the Shire?", False),
    ],
)
def test_another_places_time_is_looked_up_where_a_zone_knows_it(request_: str, clock: bool) -> None:
    need = classify(request_)
    assert (need is not None and "clock" in need.kinds) is clock


@pytest.mark.parametrize(
    ("answer", "unseen"),
    [
        # it printed nothing
        ('src/utils.py 실행하면 "Hello, World!"이라는 문장이 출력됩니다.', True),
        ("It prints 'Hello, World!' and exits.", True),
        ('It prints "total: 3" and exits.', False),  # what the run showed
        ("It prints “total:  3.”", False),  # spacing and a full stop inside the quotes
        ('출력은 "합계 3"입니다.', False),  # a Korean rendering of what it printed
        ("It doesn't print anything; it's quiet.", False),  # apostrophes are not quotes
        # a Korean quote of English results: a name made up (fresh14 read-32: README's
        # "Sunrise Bakery" said to be "제주 농장"), unless the result's words are beside it
        ('출력은 "제주 농장"이라고 돼 있어요.', True),
        ('출력은 total이고, 우리말로 "합계"예요.', False),
    ],
)
def test_quoted_text_must_be_in_a_result(answer: str, unseen: bool) -> None:
    ran = outcome("bash", "total: 3\n[exit code: 0]", command="python3 src/utils.py")
    result = verdict("src/utils.py 실행하면 뭐가 출력돼?", answer, ran)
    assert (result is not None and result.reason == "unseen") is unseen


@pytest.mark.parametrize(
    ("answer", "unseen"),
    [
        # the question itself quoted as what the notes say (fresh15 read-36)
        ('메모에 적은 내용은 "도메인 갱신 언제까지 하라고 메모해 놨었지? "라는 문장입니다.', True),
        # what the notes say, quoted; a word of the request quoted beside the answer
        ('메모에는 "Renew the domain before June"이라고 적혀 있어요.', False),
        ('"도메인 갱신"은 6월 전까지예요: Renew the domain before June.', False),
    ],
)
def test_the_request_quoted_back_is_no_finding(answer: str, unseen: bool) -> None:
    request = "도메인 갱신 언제까지 하라고 메모해 놨었지?"
    read = outcome("read_file", "Renew the domain before June\nWater the plants", path="notes.txt")
    result = verdict(request, answer, read)
    assert (result is not None and result.reason == "unseen") is unseen


@pytest.mark.parametrize(
    ("request_", "listed", "folder"),
    [
        ("src 폴더 안에 있는 파일 이름을 알려줘", ".", "src"),
        ("Which files are inside the scripts folder?", ".", "scripts"),
        ("Which files are inside the scripts folder?", "scripts", None),  # looked there
        ("src/ 디렉터리에 뭐 있어?", "src", None),
        ("what files are in this folder?", ".", None),  # "this folder" is here
        ("이 폴더에 뭐 있어?", ".", None),
    ],
)
def test_a_named_folder_is_where_to_look(request_: str, listed: str, folder: str | None) -> None:
    listing = outcome("list_dir", "README.md\nsrc/\nscripts/", path=listed)
    result = verdict(request_, "There are some files.", listing)
    if folder is None:
        assert result is None or result.reason != "wrong_place"
    else:
        assert result is not None and result.reason == "wrong_place"
        assert result.correction == f'Look in {folder}: use list_dir with path "{folder}".'
        assert result.must_call == ("list_dir",)
        assert result.call == ("list_dir", {"path": folder})


GITQ = "git -c core.quotePath=false"  # file names as they are, not octal-quoted
DIFFERS_FROM_MAIN = (
    f"{GITQ} diff --name-only main | sed 's|^|differs from main: |'; "
    f"{GITQ} ls-files --others --exclude-standard | sed 's|^|untracked, on no branch: |'"
)


@pytest.mark.parametrize(
    ("request_", "ran", "use"),
    [
        # the command cannot show the answer: the one that can is named
        ("이 저장소의 첫 번째 커밋 메시지가 뭐였어?", "git log --oneline -1",
         "git log --reverse --format='%s (%h, %an, %cd)' | head -1"),
        ("What was the first commit to notes.txt?", "git log --oneline -1",
         "git log --reverse --format='%s (%h, %an, %cd)' -- notes.txt | head -1"),
        ("마지막 커밋에서 어떤 파일이 바뀌었어?", "git log --oneline -1",
         "git show --stat --oneline HEAD"),
        ("When was the last commit made?", "git log --oneline -1", "git log -1 --format=%cd"),
        ("What was the commit before the last one?", "git log -1 --oneline",
         "git log -1 --skip=1 --format='%s (%h, %cd)'"),
        ("What files were in the first commit?", "git log --reverse --format='%h %s'",
         "git show --name-only --format='%s (%h, %cd)' $(git rev-list --max-parents=0 HEAD)"),
        ("Which commit added sales.csv?", "git log --oneline -5",
         "git log --diff-filter=A --format='%s (%h, %an, %cd)' -- sales.csv"),
        ("Which commit added sales.csv?", "git log --oneline -- sales.csv", None),
        ("What files were in the first commit?", "git log --reverse --stat", None),
        # it can: no correction
        ("When was the last commit made?", "git log -1", None),
        ("When was the last commit made?", "git log -1 --format='%ad'", None),
        ("What was the commit before the last one?", "git log -3 --oneline", None),
        # a branch's last commit run with --oneline has no date (s34 full run: git-36)
        ("main 브랜치에 마지막으로 커밋한 게 언제였어요?", "git log --oneline -1 --date=short main",
         "git log -1 --format='%cd %h %s' main"),
        ("main 브랜치에 마지막으로 커밋한 게 언제였어요?", "git log -1 main", None),
        # its hash, not the checked-out branch's (fresh26 git-58)
        ("main 브랜치 제일 최근 커밋 해시가 뭐야? 앞에 몇 자리만 알려 줘도 돼.",
         "git log --oneline -1 | cut -c1-7", "git log -1 --format='%cd %h %s' main"),
        ("What is the hash of the newest commit on the develop branch?", "git log -1",
         "git log -1 --format='%cd %h %s' develop"),
        # who put a quoted line in a file, and when (fresh26 git-57 read the file)
        ("Who added the '# stock check added' line to report.py, and on what day?",
         "git log -1 -- report.py",
         "git log -S '# stock check added' --reverse --format='%an, %cd (%h %s)' -- report.py "
         "| head -1"),
        ("report.py에 '# stock check added' 줄은 누가 추가했어?",
         "git log -S '# stock check added' -- report.py", None),
        ("What was the commit before the last one?", "git show HEAD~1", None),
        ("마지막 커밋에서 어떤 파일이 바뀌었어?", "git show --name-only HEAD", None),
        ("what is the last commit message?", "git log -1 --oneline", None),  # no table row
        # session 27 (fresh6): a commit's patch, and how far a branch is ahead of another
        ("Show me the diff of the last commit.", "git diff --stat --oneline", "git show HEAD"),
        ("마지막 커밋에서 뭐가 바뀌었어?", "git log -1 --oneline", "git show HEAD"),
        ("Show me the diff of the last commit.", "git show HEAD", None),
        ("Show me the diff of the last commit.", "git diff HEAD~1", None),
        ("지금 있는 브랜치가 main보다 커밋이 몇 개나 앞서 있어?", "git branch --show-current",
         "git rev-list --count main..HEAD"),
        ("How far ahead of develop is this branch?", "git log --oneline -3",
         "git rev-list --count develop..HEAD"),
        ("Is this branch behind origin/main?", "git status",
         "git rev-list --count HEAD..origin/main"),
        ("지금 있는 브랜치가 main보다 커밋이 몇 개나 앞서 있어?", "git log --oneline main..",
         "git rev-list --count main..HEAD"),
        ("지금 있는 브랜치가 main보다 커밋이 몇 개나 앞서 있어?",
         "git rev-list --count main..HEAD", None),
        # what changed since the last commit is the working tree's diff, not the commit's
        ("what changed in report.py since the last commit?", "git log -1",
         "git diff HEAD -- report.py"),
        # a file named: the whole log counts every commit (fresh7 git-18 said 4 of 5, not 2)
        ("report.py 건드린 커밋이 몇 개나 돼?", "git log --oneline -5",
         "git rev-list --count HEAD -- report.py"),
        ("How many commits changed notes.txt?", "git rev-list --count HEAD",
         "git rev-list --count HEAD -- notes.txt"),
        ("How many commits changed notes.txt?", "git log --oneline -- notes.txt", None),
        ("report.py 건드린 커밋이 몇 개나 돼?", "git log --oneline report.py", None),
        ("How many commits are there?", "git log --oneline", None),
        # a branch named: its commits, not the checked-out branch's (fresh10 git-23)
        ("How many commits are on the main branch?", "git log --oneline | wc -l",
         "git rev-list --count main"),
        ("main 브랜치에 커밋이 몇 개야?", "git branch --show-current", "git rev-list --count main"),
        ("How many commits are on the main branch?", "git log --oneline main | wc -l", None),
        # lines added over the commits: not --stat's first column (fresh17 git-39), every
        # branch's when all are asked
        ("Across all my commits, how many lines have I added in total?",
         "git log --stat | awk '{total += $1} END {print total}'",
         "git log --all --numstat --format= | awk '{added += $1} END {print added}'"),
        ("지금까지 커밋하면서 추가한 줄이 총 몇 줄이야?", "git log --oneline",
         "git log --numstat --format= | awk '{added += $1} END {print added}'"),
        ("Across all my commits, how many lines have I added in total?",
         "git log --all --numstat --format=''", None),
        # a file's first and last commit, both asked (fresh17 git-40 was shown the first)
        ("report.py 처음 커밋한 날이랑 마지막으로 고친 날이 언제야?",
         "git log --oneline --since='2023-01-01' | head -n 1",
         "git log --reverse --format='%cd %h %s' -- report.py"),
        ("When did I first and last change notes.txt?", "git log --format='%ad' -- notes.txt",
         None),
        # the lines the newest commit of a branch added; the average time between commits
        # (fresh22 git-49 printed a hash, git-50 read one commit)
        ("How many lines did the newest commit on main add?",
         "git log --oneline --max-count=1 | awk '{print $2}'",
         "git show --numstat --format='%h %s' main | awk 'NR == 1 {c = $0; next} NF == 3 "
         "{added += $1} END {print added + 0, \"lines added by\", c}'"),
        ("마지막 커밋에서 몇 줄 추가됐어?", "git show --stat HEAD", None),
        ("커밋 기록 보면 나 보통 몇 시간 간격으로 커밋했어?", "git log -1",
         "git log --reverse --format=%ci | " + GAPS),
        # a file as a branch has it, not the working copy (fresh21 git-48 ran `wc -l`)
        ("main 브랜치에 있는 report.py는 몇 줄이야?", "git branch --show-current",
         "git show main:report.py | wc -l"),
        ("What does notes.txt say on the develop branch?", "git diff develop",
         "git show develop:notes.txt"),
        ("How many lines does report.py have on the main branch?",
         "git show main:report.py | wc -l", None),
        # the files that differ from a branch, committed on this one or not: `git status` shows
        # the uncommitted ones only (fresh24 git-53)
        ("Compared with the main branch, which files in my working copy are different right now?",
         "git status", DIFFERS_FROM_MAIN),
        ("main 브랜치 대비 바뀐 파일 알려줘", "git diff --name-only HEAD", DIFFERS_FROM_MAIN),
        ("main 브랜치 대비 바뀐 파일 알려줘", DIFFERS_FROM_MAIN, None),
        ("What files differ between main and develop?", "git diff --stat",
         f"{GITQ} diff --name-only main develop | sed 's|^|differs between main and develop: |'"),
        ("report.py가 main이랑 비교해서 뭐가 달라졌어?", "git diff HEAD -- report.py",
         "git diff main -- report.py"),
        ("report.py가 main이랑 비교해서 뭐가 달라졌어?", "git diff main -- report.py", None),
        # what a stash would take: tracked changes, not the untracked files `git status` also
        # lists (fresh24 git-54)
        ("지금 git stash 하면 어떤 파일 변경이 stash에 들어가? 실제로 stash 하지는 말고 알려만 줘.",
         "git status --porcelain",
         f"{GITQ} diff --name-only HEAD | sed 's|^|stashed: |'; "
         f"{GITQ} ls-files --others --exclude-standard "
         "| sed 's|^|not stashed (untracked, only git stash -u takes it): |'; "
         f"{GITQ} ls-files --others --ignored --exclude-standard --directory "
         "| sed 's|^|not stashed (ignored, only git stash -a takes it): |'"),
    ],
)  # fmt: skip
def test_a_git_command_must_be_able_to_show_the_answer(
    request_: str, ran: str, use: str | None
) -> None:
    done = outcome("bash", "0809673 Add stock check\n[exit code: 0]", command=ran)
    result = verdict(request_, "It is 0809673 Add stock check.", done)
    if use is None:
        assert result is None or result.reason != "wrong_command"
    else:
        assert result is not None and result.reason == "wrong_command"
        assert result.correction == f"That command does not show it: use bash with `{use}`."
        assert result.must_call == ("bash",)
        assert result.call == ("bash", {"command": use})


@pytest.mark.parametrize(
    ("request_", "refused"),
    [
        ("report.py 맨 첫 줄에 뭐라고 써 있어?", True),  # a question: nothing to write
        ("What is in notes.txt?", True),
        ("notes.txt에 뭐라고 적혀 있어?", True),
        ("Can you fix the typo in README.md?", False),  # a question that asks for a change
        ("Can you add milk to todo.md?", False),
        ("todo.md에 뭐가 남았어? 다 한 건 지워줘", False),
        ("Put 'Pay the bill' at the very top of notes.txt.", False),  # not a question
        ("I fixed the login bug, so tick it off in todo.md.", False),
        # fresh16 write-37 was told no change was asked
        ("We don't need the Contact section in the README anymore. Can you take it out?", False),
        ("Could you get rid of the blank lines in notes.txt?", False),
    ],
)
def test_a_question_never_writes_a_file(request_: str, refused: bool) -> None:
    assert grounding.changes_unasked(request_, "write_file") is refused
    assert grounding.changes_unasked(request_, "edit_file") is refused
    assert not grounding.changes_unasked(request_, "read_file")


def test_a_write_on_a_question_is_not_run_and_the_model_reads_instead(tmp_path: Path) -> None:
    (tmp_path / "report.py").write_text("# Daily stock check\n")
    write = ToolCall(
        id="c1", name="write_file",
        arguments={"path": "report.py", "content": "print('hi')", "mode": "prepend"},
    )  # fmt: skip
    agent, _, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[write]),
            LLMReply(
                tool_calls=[ToolCall(id="c2", name="read_file", arguments={"path": "report.py"})]
            ),
            LLMReply(text="첫 줄은 '# Daily stock check'입니다."),
        ],
    )
    result = asyncio.run(agent.run_turn("report.py 맨 첫 줄에 뭐라고 써 있어?"))
    assert (tmp_path / "report.py").read_text() == "# Daily stock check\n"  # untouched
    refused = result.outcomes[0]
    assert refused.result.is_error and refused.result.content == grounding.NOT_ASKED_TO_CHANGE
    assert result.answer == "첫 줄은 '# Daily stock check'입니다."


def test_parrots() -> None:
    told = "Look it up first: use bash with `whoami`."
    assert grounding.parrots("Look it up first: use bash with `whoami`.", told)
    assert grounding.parrots("Use bash with whoami first.", told)
    assert not grounding.parrots("I can't check that here.", told)
    assert not grounding.parrots("", told)


def test_refusals() -> None:
    assert grounding.is_refusal("I can't check that.")
    assert grounding.is_refusal("확인할 수 없습니다.")
    assert not grounding.is_refusal("big.log is 1000 bytes.")
    assert not grounding.is_refusal("There is no such file.")
    assert grounding.is_refusal("There is no such file.", failure=True)


# --- the loop ---------------------------------------------------------------------------------


def make_agent(
    tmp_path: Path, steps: list[Any], language: str = "en", approver: Any = None
) -> tuple[AgentLoop, ScriptedBackend, ActivityLog]:
    backend = ScriptedBackend(steps)
    activity = ActivityLog()
    settings = load_settings(agent={"language": language})
    agent = build_agent(settings, backend, approver, activity, workdir=tmp_path)
    # these tests script the model's own first step, and the check of what it answers; the
    # look-up made before it is asked is tested in tests/test_first_look_up.py
    agent.config.first_look_up = False
    return agent, backend, activity


def bash(command: str, id_: str = "c1") -> LLMReply:
    return LLMReply(tool_calls=[ToolCall(id=id_, name="bash", arguments={"command": command})])


def deltas(activity: ActivityLog) -> list[str]:
    return [e.payload.text for e in activity.recent() if isinstance(e.payload, AnswerDelta)]


def test_invented_answer_is_corrected_then_grounded(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("buy milk\n")
    read = ToolCall(id="c1", name="read_file", arguments={"path": "notes.txt"})
    agent, backend, activity = make_agent(
        tmp_path,
        [
            LLMReply(text="notes.txt says: call mom."),
            LLMReply(tool_calls=[read]),
            LLMReply(text="notes.txt says: buy milk."),
        ],
        approver=ScriptedApprover(Answer.ALLOW),
    )
    result = asyncio.run(agent.run_turn("what is in notes.txt?"))
    shown = deltas(activity)
    assert result.answer == "notes.txt says: buy milk."
    assert result.grounding == "corrected" and result.model_calls == 3
    second = backend.calls[1]["messages"]
    assert second[-2].role == "assistant" and second[-2].content == "notes.txt says: call mom."
    assert second[-1].role == "user"
    assert second[-1].content == 'Look it up first: use read_file with path "notes.txt".'
    # the retry must be the look-up, not a reworded guess; later calls are free again
    assert [call["must_call"] for call in backend.calls] == [[], ["read_file"], []]
    assert "".join(shown) == "notes.txt says: buy milk."  # the invented answer was never shown
    assert "⚠ grounding · no_tool: asking again" in activity.lines()
    # the correction is not part of the conversation afterwards; the look-up is
    history = agent.history
    assert [m.role for m in history] == ["user", "assistant", "tool", "assistant"]
    assert history[0].content == "what is in notes.txt?"
    assert history[1].tool_calls[0].name == "read_file"
    assert history[-1].content == "notes.txt says: buy milk."
    assert not any("call mom" in m.content or "Look it up" in m.content for m in history)


def test_a_look_up_the_request_names_exactly_is_made_by_the_loop(tmp_path: Path) -> None:
    """`ls -l big.log` answers "how big is big.log?": after an invented size the loop runs it
    itself (a forced call was often the model's wrong call again) and asks only for the answer."""
    (tmp_path / "big.log").write_text("x" * 1234)
    agent, backend, activity = make_agent(
        tmp_path,
        [
            LLMReply(text="big.log is 1000 bytes."),
            lambda messages, tools: LLMReply(
                text="big.log is 1234 bytes." if "1234" in messages[-1].content else "no result"
            ),
        ],
        approver=ScriptedApprover(Answer.ALLOW),
    )
    result = asyncio.run(agent.run_turn("how big is big.log?"))
    assert result.answer == "big.log is 1234 bytes." and result.grounding == "corrected"
    assert result.model_calls == 2
    assert [(o.call.name, o.call.arguments) for o in result.outcomes] == [
        ("bash", {"command": "ls -l big.log"})
    ]
    second = backend.calls[1]
    assert second["must_call"] == []  # the look-up is made; the answer is free
    assert second["messages"][-2].tool_calls == [result.outcomes[0].call]
    assert second["messages"][-1].role == "tool"
    assert not any("1000" in m.content for m in second["messages"])  # the guess is not kept
    assert "".join(deltas(activity)) == "big.log is 1234 bytes."


def test_the_loop_looks_in_the_folder_the_request_names(tmp_path: Path) -> None:
    """bench_tasks files-6: "src 폴더 안에 있는 파일" listed ".", and forced to list again the
    model listed "." again; the loop lists src itself."""
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "app.py").write_text("print('hi')\n")
    listing = ToolCall(id="c1", name="list_dir", arguments={"path": "."})
    agent, _, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[listing]),
            LLMReply(text="src 폴더가 있어요."),
            lambda messages, tools: LLMReply(
                text="src 폴더에는 app.py가 있어요." if "app.py" in messages[-1].content else "?"
            ),
        ],
    )
    result = asyncio.run(agent.run_turn("src 폴더 안에 있는 파일 이름을 알려줘"))
    assert result.answer == "src 폴더에는 app.py가 있어요."
    assert [o.call.arguments for o in result.outcomes] == [{"path": "."}, {"path": "src"}]
    assert result.model_calls == 3


def test_the_calls_a_look_up_supersedes_are_not_read_again(tmp_path: Path) -> None:
    """bench_tasks files-17: after a glob of *.py the loop ran `find -perm`, and the model still
    answered with the glob's names. The model now reads only the request and the look-up;
    the turn's outcomes (the journal) keep both calls."""
    (tmp_path / "run.sh").write_text("echo hi\n")
    (tmp_path / "run.sh").chmod(0o755)
    (tmp_path / "app.py").write_text("print('hi')\n")
    glob = ToolCall(id="c1", name="glob", arguments={"pattern": "*.py"})
    agent, backend, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[glob]),
            LLMReply(text="app.py is executable."),
            LLMReply(text="run.sh is executable."),
        ],
        approver=ScriptedApprover(Answer.ALLOW),
    )
    result = asyncio.run(agent.run_turn("Which files here are executable?"))
    assert result.answer == "run.sh is executable."
    find = "find . -type f -perm -u+x -not -path './.git/*'"
    assert [o.call.name for o in result.outcomes] == ["glob", "bash"]
    assert result.outcomes[1].call.arguments == {"command": find}
    last = backend.calls[-1]["messages"]
    read = "\n".join(m.content for m in last if m.role != "system")
    assert "./run.sh" in read and "app.py" not in read
    assert last[-3].role == "user" and last[-3].content == "Which files here are executable?"


@pytest.mark.parametrize(
    "request_",
    [
        "Leaving the log out, which file in this project has the most lines?",  # fresh12 files-29
        "줄이 제일 많은 파일이 뭐야?",
    ],
)
def test_the_file_with_the_most_lines_is_counted_not_guessed(tmp_path: Path, request_: str) -> None:
    """A listing shows names, not lengths: the loop counts every file's lines with wc."""
    (tmp_path / "short.py").write_text("a\n")
    (tmp_path / "long.md").write_text("x\n" * 30)
    listing = ToolCall(id="c1", name="list_dir", arguments={"path": "."})
    agent, _, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[listing]),
            LLMReply(text="short.py has the most lines."),
            lambda messages, tools: LLMReply(
                text="long.md, with 30 lines."
                if "30 lines: ./long.md" in messages[-1].content else "?"
            ),
        ],
        approver=ScriptedApprover(Answer.ALLOW),
    )
    result = asyncio.run(agent.run_turn(request_))
    assert result.answer == "long.md, with 30 lines."
    command = result.outcomes[-1].call.arguments["command"]
    # every file's lines, the most first, cut to the longest (fresh31 files-68 read wc's total)
    assert command.startswith("find . -type f -not -path './.git/*' ")
    assert "-exec wc -l {} + | sort -rn" in command
    assert "short.py" not in result.outcomes[-1].result.content
    # the log left out is left out of the count (fresh33 files-72 named the log)
    assert ("-not -name '*.log'" in command) is ("log" in request_)


@pytest.mark.parametrize(
    ("request_", "kept"),
    [
        # files past a number of lines: the command keeps only them (fresh15 files-35 listed
        # every file of a whole count)
        ("Which files in this project have more than 10 lines? Check the subfolders too.",
         "$1 > 10"),
        ("10줄 넘는 파일이 뭐야?", "$1 > 10"), ("5줄 이하인 파일은 뭐야?", "$1 <= 5"),
        ("Which files have fewer than 3 lines?", "$1 < 3"),
    ],
)  # fmt: skip
def test_the_files_past_a_number_of_lines_are_counted_and_kept(
    tmp_path: Path, request_: str, kept: str
) -> None:
    (tmp_path / "short.py").write_text("a\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "long.md").write_text("x\n" * 30)
    listing = ToolCall(id="c1", name="list_dir", arguments={"path": "."})
    agent, _, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[listing]),
            LLMReply(text="short.py and long.md."),
            lambda messages, tools: LLMReply(text=messages[-1].content),
        ],
        approver=ScriptedApprover(Answer.ALLOW),
    )
    result = asyncio.run(agent.run_turn(request_))
    command = result.outcomes[-1].call.arguments["command"]
    assert command.endswith(f"| awk '$2 != \"total\" && {kept}'")
    shown = result.outcomes[-1].result.content
    assert ("sub/long.md" in shown) is (">" in kept) and ("short.py" in shown) is ("<" in kept)
    assert "total" not in shown


@pytest.mark.parametrize(
    ("request_", "left_out"),
    [
        ("Apart from the log, which two files in this project take up the most space?",  # fresh14
         " -not -name '*.log'"),
        ("용량을 제일 많이 차지하는 파일이 뭐야?", ""),
    ],
)  # fmt: skip
def test_the_files_taking_the_most_space_are_measured_every_folder_down(
    tmp_path: Path, request_: str, left_out: str
) -> None:
    """A listing of the top folder does not weigh the files in its subfolders: the loop lists
    every file by its bytes (a kind left out, as it is said)."""
    (tmp_path / "small.txt").write_text("a\n")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "big.csv").write_text("x,y\n" * 500)
    listing = ToolCall(id="c1", name="list_dir", arguments={"path": "."})
    agent, _, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[listing]),
            LLMReply(text="small.txt takes the most space."),
            lambda messages, tools: LLMReply(
                text="data/big.csv, 2000 bytes."
                if "2000 ./data/big.csv" in messages[-1].content else "?"
            ),
        ],
        approver=ScriptedApprover(Answer.ALLOW),
    )  # fmt: skip
    result = asyncio.run(agent.run_turn(request_))
    assert result.answer == "data/big.csv, 2000 bytes."
    command = result.outcomes[-1].call.arguments["command"]
    assert command.startswith(
        f"find . -type f -not -path './.git/*'{left_out} -printf '%s %p\\n' | sort -n | tail -5"
    )


def test_a_ride_between_two_clock_times_is_calculated_from_them(tmp_path: Path) -> None:
    """bench_tasks calc-13: "8:45 … 11:20, how long?" set up as 2*1.5 = 3; told it used none of
    the request's numbers, the model sends 2*1.5 again. The loop calculates 11:20 - 8:45 and
    the model answers from that alone (its 3 is gone from what it reads)."""
    wrong = ToolCall(id="c1", name="calculate", arguments={"expression": "2*1.5"})
    agent, backend, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[wrong]),
            LLMReply(text="The ride is 3 hours."),
            LLMReply(text="The ride is 2 hours 35 minutes."),
        ],
    )
    request = "My train leaves at 8:45 and gets in at 11:20. How long is the ride?"
    result = asyncio.run(agent.run_turn(request))
    assert result.answer == "The ride is 2 hours 35 minutes."
    # the calculator reads the span from the request itself (tools/builtin/clock_span.py), so
    # the set-up's 3 is never shown and no second calculation is needed
    assert [o.call.arguments for o in result.outcomes] == [{"expression": "2*1.5"}]
    assert "2 h 35 min (155 min)" in result.outcomes[0].result.content
    read = "\n".join(m.content for m in backend.calls[-1]["messages"] if m.role != "system")
    assert "155 min" in read and "= 3" not in read


def test_a_look_up_the_loop_can_make_is_made_even_after_one_correction(tmp_path: Path) -> None:
    """calc-13 (session 28): answered with no tool, told to calculate, it set up 12*7 for a
    ride from 8:45 to 11:20. The second verdict named the calculation exactly, so the loop made
    it (once a turn) rather than answering "I did not check"; now the first calculation is
    answered from the request's own two times."""
    wrong = ToolCall(id="c1", name="calculate", arguments={"expression": "12*7"})
    agent, _, _ = make_agent(
        tmp_path,
        [
            LLMReply(text="The ride is 3 hours."),
            LLMReply(tool_calls=[wrong]),
            LLMReply(text="The ride is 84 minutes."),
            LLMReply(text="The ride is 2 hours 35 minutes."),
        ],
    )
    request = "My train leaves at 8:45 and gets in at 11:20. How long is the ride?"
    result = asyncio.run(agent.run_turn(request))
    # the calculator now reads the span from the request itself (tools/builtin/clock_span.py):
    # its answer to 12*7 is already 2 h 35 min, so no second calculation is made, and the
    # model's 84 minutes, sent back, is replaced by that result
    assert [o.call.arguments for o in result.outcomes] == [{"expression": "12*7"}]
    assert "2 h 35 min" in result.answer and "84" not in result.answer


@pytest.mark.parametrize("told", [None, "ko"])
def test_after_the_correction_a_korean_request_is_still_answered_in_korean(
    tmp_path: Path, told: str | None
) -> None:
    """The loop's own "Look it up first…" is English; the answer after it must not follow it
    (bench_tasks calc-2: a Korean question answered in English after the correction)."""
    agent, backend, _ = make_agent(
        tmp_path,
        [
            LLMReply(text="86도예요."),
            LLMReply(
                tool_calls=[
                    ToolCall(id="c1", name="calculate", arguments={"expression": "30 C to F"})
                ]
            ),
            LLMReply(text="섭씨 30도는 화씨 86도예요."),
        ],
    )
    result = asyncio.run(agent.run_turn("섭씨 30도는 화씨로 몇 도야?", told))  # type: ignore[arg-type]
    assert result.grounding == "corrected"
    for call in backend.calls:
        assert answer_language(call["messages"]) == "ko"


def test_invented_twice_gives_the_honest_line_in_the_turns_language(tmp_path: Path) -> None:
    agent, backend, activity = make_agent(
        tmp_path,
        [LLMReply(text="It says: call mom."), LLMReply(text="It says: call mom, I think.")],
    )
    result = asyncio.run(agent.run_turn("what is in notes.txt?"))
    assert result.answer == t("answer.not_checked", "en") and result.grounding == "replaced"
    assert len(backend.calls) == 2
    assert "⚠ grounding · no_tool again: answer replaced" in activity.lines()

    agent, _, _ = make_agent(tmp_path, [LLMReply(text="391"), LLMReply(text="411")], "en")
    korean = asyncio.run(agent.run_turn("17 곱하기 23은?"))
    assert korean.answer == t("answer.not_checked", "ko")


def test_wrong_arithmetic_after_the_calculator_is_replaced_by_its_result(tmp_path: Path) -> None:
    agent, _, _ = make_agent(
        tmp_path,
        [
            LLMReply(text="17 times 23 is 411."),
            LLMReply(
                tool_calls=[ToolCall(id="k", name="calculate", arguments={"expression": "17*23"})]
            ),
            LLMReply(text="It is 411."),
        ],
    )
    result = asyncio.run(agent.run_turn("what is 17 times 23?"))
    assert result.answer == "17 × 23 = 391" and result.grounding == "replaced"


def test_the_correction_echoed_back_is_not_an_answer(tmp_path: Path) -> None:
    recall = ToolCall(id="m", name="recall_episodes", arguments={"contains": "notes"})
    agent, backend, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[recall]),
            LLMReply(text="notes.txt says: call mom."),
            LLMReply(text="Look it up first: use read_file on notes.txt. I cannot."),
        ],
    )
    result = asyncio.run(agent.run_turn("what is in notes.txt?"))
    assert result.answer == t("answer.not_checked", "en") and result.grounding == "replaced"
    correction = backend.calls[2]["messages"][-1].content
    assert correction == (
        'Look it up first: use read_file with path "notes.txt". '
        "recall_episodes only has the user's past requests."
    )


def test_saying_it_cannot_after_the_correction_is_kept(tmp_path: Path) -> None:
    agent, _, _ = make_agent(
        tmp_path, [LLMReply(text="It says: call mom."), LLMReply(text="I can't check that here.")]
    )
    result = asyncio.run(agent.run_turn("what is in notes.txt?"))
    assert result.answer == "I can't check that here." and result.grounding == "refused"


@pytest.mark.parametrize("text", ["hello, who are you?", "고마워!", "what can you do?"])
def test_chit_chat_is_untouched_and_streams(tmp_path: Path, text: str) -> None:
    agent, backend, activity = make_agent(tmp_path, [LLMReply(text="Hi! I am JARVIS.")])
    result = asyncio.run(agent.run_turn(text))
    shown = deltas(activity)
    assert result.answer == "Hi! I am JARVIS." and result.grounding is None
    assert len(backend.calls) == 1
    assert len(shown) > 1  # word by word, not held back


def test_grounded_answer_after_a_tool_needs_no_correction(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("buy milk\n")
    agent, backend, _ = make_agent(
        tmp_path,
        [
            LLMReply(
                tool_calls=[ToolCall(id="r", name="read_file", arguments={"path": "notes.txt"})]
            ),
            LLMReply(text="notes.txt says: buy milk."),
        ],
    )
    result = asyncio.run(agent.run_turn("what's in notes.txt?"))
    assert result.answer == "notes.txt says: buy milk." and result.grounding is None
    assert len(backend.calls) == 2


def test_the_check_can_be_turned_off(tmp_path: Path) -> None:
    agent, _, _ = make_agent(tmp_path, [LLMReply(text="17 times 23 is 411.")])
    agent.config.grounding = False
    assert asyncio.run(agent.run_turn("what is 17 times 23?")).answer == "17 times 23 is 411."


def test_system_prompt_tells_the_model_about_its_calculator(tmp_path: Path) -> None:
    agent, backend, _ = make_agent(tmp_path, [LLMReply(text="Hello!")])
    asyncio.run(agent.run_turn("hello"))
    system = backend.calls[0]["messages"][0].content
    assert "call calculate" in system and "call system_info" in system
    assert "recall_episodes only when the user asks about their own earlier requests" in system


def test_machine_questions_are_looked_up_with_system_info_when_offered(tmp_path: Path) -> None:
    agent, backend, _ = make_agent(tmp_path, [LLMReply(text="Your user name is mina.")])
    result = asyncio.run(agent.run_turn("what is my user name?"))
    assert [o.call.name for o in result.outcomes] == ["system_info"]  # made by the loop
    assert result.grounding == "corrected"
    # one fact asked: the tool's own sentence is the answer, with no second model call
    assert result.answer == f"Your user name is {getpass.getuser()}."
    assert result.ended_by is EndedBy.FINAL and len(backend.calls) == 1

    agent, backend, _ = make_agent(
        tmp_path,
        [
            LLMReply(text="You are mina, at home in /home/mina."),
            lambda messages, tools: LLMReply(text=messages[-1].content.splitlines()[0]),
        ],
    )
    result = asyncio.run(agent.run_turn("what is my user name and my home folder?"))
    assert backend.calls[1]["messages"][-2].tool_calls[0].name == "system_info"
    assert result.answer == f"user name: {getpass.getuser()}"  # two facts: the model answers


@pytest.mark.parametrize(
    ("request_text", "forced"),
    [
        ("what is my user name?", ("bash",)),
        ("how big is big.log?", ("bash",)),
        # a change answered in words: a call it must be, of whichever tool makes the change
        ("Please create a file named spoken.txt.", tuple(TOOLS)),
        ("notes.txt에 한 줄 추가해줘", tuple(TOOLS)),
        ("copy big.log to old.log", tuple(TOOLS)),  # a delete is told `rm` (see below)
        ("what is the last commit message?", ("bash",)),  # "commit" here is a noun
        ("what did I add to notes.txt", ("read_file",)),
    ],
)
def test_questions_get_a_forced_look_up_and_changes_a_forced_call(
    request_text: str, forced: tuple[str, ...]
) -> None:
    found = verdict(request_text, "Done, it is 1000 bytes and named admin.")
    assert found is not None and found.reason == "no_tool"
    assert found.must_call == forced
    if forced == tuple(TOOLS):
        assert found.correction == grounding.CORRECTION_ACT


def test_a_word_problem_about_the_machine_is_not_the_calculators() -> None:
    """Numbers and 얼마 are arithmetic only when nothing on the machine is asked about: the
    answer of a script comes from running it."""
    need = classify("src/utils.py의 price_with_tax(1000)이 얼마를 돌려주는지 실행해서 알려줘")
    assert need is not None and "arithmetic" not in need.kinds


def web_search(query: str, id_: str = "c1") -> LLMReply:
    return LLMReply(tool_calls=[ToolCall(id=id_, name="web_search", arguments={"query": query})])


@pytest.fixture
def offline(monkeypatch: pytest.MonkeyPatch) -> None:
    """The web unreachable, as on this machine, without waiting for a network timeout."""

    def unreachable(query: str, max_results: int) -> list[dict[str, Any]]:
        raise OSError("Name or service not known")

    monkeypatch.setattr("jarvis_voice.tools.builtin.web._ddgs_search", unreachable)


def test_offline_a_question_about_the_world_is_answered_from_what_it_knows(
    tmp_path: Path, offline: None
) -> None:
    agent, backend, activity = make_agent(
        tmp_path,
        [
            web_search("Romeo and Juliet author"),
            LLMReply(text="I'm sorry, but I can't assist with that."),
            LLMReply(text="William Shakespeare wrote it."),
        ],
    )
    result = asyncio.run(agent.run_turn("Who wrote Romeo and Juliet?"))
    assert result.answer == "William Shakespeare wrote it."
    assert "".join(deltas(activity)) == result.answer  # the refusal was never shown
    assert result.grounding == "corrected" and result.model_calls == 3
    retry = backend.calls[2]
    # asked again as if no tool existed: the failed search and the refusal are gone
    assert retry["messages"][-1].content == "Who wrote Romeo and Juliet?"
    assert not any(m.role in ("assistant", "tool") for m in retry["messages"])
    assert retry["tools"] == []  # an answer now, not another search
    assert backend.calls[1]["tools"]  # tools were offered before


@pytest.mark.parametrize(
    "about_the_search",
    [
        "죄송합니다, 하지만 현재 Brave 웹 검색 서비스가 문제를 겪고 있습니다. "
        "다른 웹 검색 서비스를 사용해보세요.",  # fresh35 chat-76
        "The search engine seems to be having trouble right now; please try again later.",
        "인터넷 연결을 확인해 주세요.",
    ],
)
def test_offline_an_answer_about_the_failed_search_is_asked_again(
    tmp_path: Path, offline: None, about_the_search: str
) -> None:
    agent, backend, _ = make_agent(
        tmp_path,
        [
            web_search("세계에서 제일 오래된 금속활자 인쇄본"),
            LLMReply(text=about_the_search),
            LLMReply(text="직지심체요절이에요."),
        ],
    )
    result = asyncio.run(agent.run_turn("지금 남아 있는 제일 오래된 금속활자 인쇄본이 뭐야?"))
    assert result.answer == "직지심체요절이에요."
    assert backend.calls[2]["tools"] == []


def test_offline_an_answer_that_names_search_results_it_had_stays_when_the_web_answered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only after every search failed: an answer drawn from real results keeps its words."""

    def found(query: str, max_results: int) -> list[dict[str, Any]]:
        return [{"title": "Jikji", "href": "https://example.org/jikji", "body": "Jikji, 1377"}]

    monkeypatch.setattr("jarvis_voice.tools.builtin.web._ddgs_search", found)
    agent, backend, _ = make_agent(
        tmp_path,
        [
            web_search("oldest metal type book"),
            LLMReply(text="The search results say it is the Jikji, printed in 1377."),
        ],
    )
    result = asyncio.run(agent.run_turn("What is the oldest book printed with metal type?"))
    assert result.answer.startswith("The search results say it is the Jikji")
    assert len(backend.calls) == 2


def test_offline_a_refusal_after_a_local_failure_stays(tmp_path: Path, offline: None) -> None:
    """Only a failed web look-up turns a refusal into "answer from what you know"."""
    agent, backend, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[ToolCall(id="c1", name="read_file", arguments={"path": "x"})]),
            LLMReply(text="I can't tell you that."),
        ],
    )
    result = asyncio.run(agent.run_turn("Tell me a joke"))
    assert result.answer == "I can't tell you that." and len(backend.calls) == 2


def test_the_web_cannot_answer_for_this_machines_files(tmp_path: Path, offline: None) -> None:
    (tmp_path / "README.md").write_text("# Shop\n\n## Layout\n\nsrc/ and docs/\n")
    # the section's own lines (fresh3 read-9), not the whole file
    awk = grounding.SECTION_COMMAND.format(section="layout", name="README.md")
    agent, backend, _ = make_agent(
        tmp_path,
        [
            web_search("README layout"),
            LLMReply(text="I'm sorry, but I can't find the layout section of the README."),
            LLMReply(tool_calls=[ToolCall(id="c2", name="bash", arguments={"command": awk})]),
            LLMReply(text="The Layout section lists src/ and docs/."),
        ],
        approver=ScriptedApprover(Answer.ALLOW),
    )
    result = asyncio.run(agent.run_turn("What does the Layout section of README.md say?"))
    assert result.answer == "The Layout section lists src/ and docs/."
    assert result.outcomes[-1].result.content.startswith("## Layout\n\nsrc/ and docs/")
    told = backend.calls[2]["messages"][-1].content
    assert told == f"The web cannot see this computer. Use bash with `{awk}`."
    assert backend.calls[2]["must_call"] == ["bash"]


@pytest.mark.parametrize(
    ("suggestion", "call"),
    [
        (("system_info", "system_info"), ("system_info", {})),
        (("bash", "bash with `whoami`"), ("bash", {"command": "whoami"})),
        (("list_dir", 'list_dir with path "src"'), ("list_dir", {"path": "src"})),
        (("bash", "bash with `git log -1 -- notes.txt`"),
         ("bash", {"command": "git log -1 -- notes.txt"})),
        # the model must fill these in: no call is made for it
        (("bash", "bash with a command such as `df -h` or `uname -a`"), None),
        (("bash", "bash"), None),
        (("read_file", 'read_file with path "notes.txt" and lines="1-5"'), None),
        (("csv_query", 'csv_query with path "sales.csv"'), None),
        (("calculate", "calculate"), None),
    ],
)  # fmt: skip
def test_only_a_suggestion_that_names_a_whole_call_is_made_by_the_loop(
    suggestion: tuple[str, str], call: grounding.Call | None
) -> None:
    assert grounding.concrete_call(suggestion) == call


@pytest.mark.parametrize(
    ("request_", "expression", "result", "miscopied"),
    [
        ("3만 5천 원짜리 셔츠를 20% 할인하면 얼마야?", "30000 * 0.2", "30000 × 0.2 = 6,000",
         ("35000", "30000")),
        ("What is 1,250 plus 15% tax?", "1205*1.15", "1205 × 1.15 = 1,385.75", ("1,250", "1205")),
        # an amount made up beside the ones given (fresh16 calc-38: 65만 left out)
        ("월세 65만 원에 관리비 8만 원이면 1년 동안 다 해서 얼마 나가?", "100000 - 80000",
         "100000 - 80000 = 20,000", ("650000", "100000")),
        ("월세 65만 원에 관리비 8만 원이면 1년 동안 다 해서 얼마 나가?", "(650000+80000)*12",
         "(650000 + 80000) × 12 = 8,760,000", None),
        ("How many seconds are there in 3,000 hours?", "3000*3600", "= 10,800,000", None),
        ("I have 5,000 won; how many dollars is that at 1,350 won a dollar?", "5000/1350",
         "= 3.7", None),
        # constants, shares and a different set-up are not misread numbers
        ("3만 5천 원짜리 셔츠를 20% 할인하면 얼마야?", "35000*0.8", "35000 × 0.8 = 28,000", None),
        ("3시간 20분은 몇 분이야?", "3*60+20", "3 × 60 + 20 = 200", None),
        ("How many seconds are in 45 minutes?", "45*60", "45 × 60 = 2,700", None),
        ("What is 100 F in Celsius?", "(100-32)*5/9", "(100 - 32) × 5 ÷ 9 = 37.78", None),
        # a zero lost (bench_tasks calc-12: 25만 원 as 25000) and a half dropped (calc-8)
        ("한 달에 25만 원씩 저금하면 1년 반 뒤엔 얼마 모여?", "25000*12*1/2",
         "25000 × 12 × 1 ÷ 2 = 150,000", ("250000", "25000")),
        ("시속 90킬로로 2시간 반 달리면 몇 킬로미터 가?", "90*2", "90 × 2 = 180", ("2.5", "2")),
        ("오늘 만 2천 보 걸었는데 보폭이 70센티면 몇 킬로 걸은 거야?", "2000 * 70 / 100",
         "2000 × 70 ÷ 100 = 1,400", ("12000", "2000")),
        ("How far do I get in two hours and a half at 90 km/h... no: in 3 and a half hours?",
         "90*3", "90 × 3 = 270", ("3.5", "3")),
        # none of the request's numbers (calc-13: a ride from 8:45 to 11:20 as 2*1.5)
        ("My train leaves at 8:45 and gets in at 11:20. How long is the ride?", "2*1.5",
         "2 × 1.5 = 3", ("8:45 and 11:20", "2*1.5")),
        # the half, a percentage, a million and minutes written another way
        ("시속 90킬로로 2시간 반 달리면 몇 킬로미터 가?", "90*2+90*0.5", "= 225", None),
        ("시속 90킬로로 2시간 반 달리면 몇 킬로미터 가?", "90*2.5", "90 × 2.5 = 225", None),
        ("시속 90킬로로 2시간 반 달리면 몇 킬로미터 가?", "90*150/60", "= 225", None),
        ("What is 3 million divided by 5?", "3000000/5", "3,000,000 ÷ 5 = 600,000", None),
        ("How much is 20% off?", "0.8*1", "0.8", None),
        ("My train leaves at 8:45 and gets in at 11:20. How long is the ride?", "11:20 - 8:45",
         "11:20 - 8:45 = 2:35 (2 h 35 min = 155 min)", None),
    ],
)  # fmt: skip
def test_a_number_misread_from_the_request_is_sent_back(
    request_: str, expression: str, result: str, miscopied: tuple[str, str] | None
) -> None:
    done = outcome("calculate", result, expression=expression)
    found = verdict(request_, result, done)
    if miscopied is None:
        assert found is None
    else:
        said, used = miscopied
        assert found is not None and found.reason == "numbers"
        told = f"The request says {said}, not {used}: use calculate with {said}."
        assert found.correction == told
        assert found.must_call == ("calculate",)
        if ":" in said:  # two clock times: the loop makes the one set-up the calculator reads
            assert found.call == ("calculate", {"expression": "11:20 - 8:45"})
        else:
            assert found.call is None


def test_a_call_the_error_names_is_made_by_the_loop(tmp_path: Path) -> None:
    """bench_tasks write-13: "Make a copy of notes.txt called notes-backup.txt" written as
    `$(cat notes.txt)`; the refusal names `cp`, the model gave up, and the loop copies (the
    human still approves the command)."""
    (tmp_path / "notes.txt").write_text("buy milk\n")
    write = ToolCall(
        id="w", name="write_file",
        arguments={"path": "notes-backup.txt", "content": "$(cat notes.txt)"},
    )  # fmt: skip
    approver = ScriptedApprover(Answer.ALLOW)
    agent, _, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[write]),
            LLMReply(text="I cannot copy a file with write_file; use cp in bash."),
            lambda messages, tools: LLMReply(text="Copied notes.txt to notes-backup.txt."),
        ],
        approver=approver,
    )
    result = asyncio.run(agent.run_turn("Make a copy of notes.txt called notes-backup.txt."))
    assert (tmp_path / "notes-backup.txt").read_text() == "buy milk\n"
    assert [o.call.name for o in result.outcomes] == ["write_file", "bash"]
    assert result.outcomes[1].call.arguments == {"command": "cp notes.txt notes-backup.txt"}
    assert [r.args.get("command") for r in approver.requests] == ["cp notes.txt notes-backup.txt"]
    assert result.answer == "Copied notes.txt to notes-backup.txt."


FIND_EXECUTABLE = "find . -type f -perm -u+x -not -path './.git/*'"
TOP_FILES_SHOWN = "find . -maxdepth 1 -type f -not -name '.*' | wc -l"
FIND_RECENT = (
    "find . -type f -not -path './.git/*' -printf '%TY-%Tm-%Td %TH:%TM %p\\n' | sort | tail -5"
)


@pytest.mark.parametrize(
    ("request_", "call", "use"),
    [
        # bench_tasks files-17: a glob of *.py shows names, not modes; the loop runs the find
        ("Which files in this project are executable?", ("bash", {"command": "ls"}),
         FIND_EXECUTABLE),
        ("Which files in this project are executable?", ("bash", {"command": FIND_EXECUTABLE}),
         None),
        ("실행 권한 있는 파일 뭐야?", ("bash", {"command": "ls -la scripts"}), None),
        # files-11: a glob of **/* leaves the dot files out; list_dir and ls -A show them
        ("Are there any hidden files in this folder?", ("glob", {"pattern": "**/*"}), "ls -A"),
        ("숨김 파일 있어?", ("bash", {"command": "ls"}), "ls -A"),
        ("Are there any hidden files in this folder?", ("list_dir", {"path": "."}), None),
        ("Are there any hidden files in this folder?", ("bash", {"command": "ls -la"}), None),
        ("빈 파일 있어?", ("list_dir", {"path": "."}), "find . -empty -not -path './.git/*'"),
        ("Which file did I change most recently?", ("list_dir", {"path": "."}), FIND_RECENT),
        ("최근에 수정한 파일이 뭐야?", ("bash", {"command": "ls -lt"}), None),
        # fresh19 count-44: the listing's entries counted, folders and hidden files among them
        ("이 폴더 맨 위에 파일이 몇 개 있어요? 하위 폴더랑 숨김 파일은 빼고요.",
         ("list_dir", {"path": "."}), TOP_FILES_SHOWN),
        ("How many files are at the top level, not counting subfolders?",
         ("list_dir", {"path": "."}), "find . -maxdepth 1 -type f | wc -l"),
        ("How many files are at the top level, not counting subfolders?",
         ("bash", {"command": "find . -maxdepth 1 -type f | wc -l"}), None),
        # fresh21 files-48: the files counted by extension, every folder down
        ("하위 폴더까지 다 쳐서(.git 폴더는 빼고) 이 프로젝트에 제일 많은 파일 종류가 뭐야? "
         "확장자로 치면 뭐가 몇 개야?", ("bash", {"command": "find . -maxdepth 1 -type f | wc -l"}),
         grounding.FILES_BY_EXTENSION),
        ("What kinds of files are in this project, and how many of each?",
         ("glob", {"pattern": "**/*"}), grounding.FILES_BY_EXTENSION),
        ("What kinds of files are in this project, and how many of each?",
         ("bash", {"command": "find . -type f | sed 's/.*\\.//' | sort | uniq -c"}), None),
        # fresh24 files-54: "찾아 줘" asks as "find" does; a glob of *.txt shows no size
        ("100바이트도 안 되는 파일들 좀 찾아 줘. 숨김 파일은 빼고.",
         ("glob", {"pattern": "**/*.txt"}),
         "find . -type f -not -path './.git/*' -not -name '.*' -size -100c -printf '%s %p\\n' "
         "| sort -n"),
        # about commits, a named file, or a change: not these questions
        ("What did I change in the last commit?", ("bash", {"command": "git show HEAD"}), None),
        ("Is notes.txt empty?", ("read_file", {"path": "notes.txt"}), None),
        ("Make the files in this folder executable",
         ("bash", {"command": "chmod +x scripts/*.sh"}), None),
    ],
)  # fmt: skip
def test_a_question_about_files_is_asked_of_a_command_that_shows_it(
    request_: str, call: tuple[str, dict[str, str]], use: str | None
) -> None:
    name, arguments = call
    done = outcome(name, "report.py\nsrc/app.py\n[exit code: 0]", **arguments)
    result = verdict(request_, "report.py is.", done)
    if use is None:
        assert result is None or result.reason != "wrong_command"
    else:
        assert result is not None and result.reason == "wrong_command"
        assert result.call == ("bash", {"command": use})


def test_a_word_problems_numbers_come_from_the_calculator_not_another_look_up() -> None:
    """bench_tasks calc-16: a recipe scaled after a system_info call, whose clock and disk
    numbers "grounded" 300 / 10 = 30; 그램 is also not 램 (RAM)."""
    request_ = "레시피가 4인분에 밀가루 300그램이던데, 10인분 만들려면 얼마나 넣어야 돼?"
    assert grounding.classify(request_) == grounding.Need(("arithmetic",))
    clock = outcome("system_info", "time: 18:30:00 UTC\ndisk: 30.0 GiB free of 60.0 GiB")
    result = verdict(request_, "300 / 10 = 30그램씩 넣어야 돼요.", clock)
    assert result is not None and result.reason == "numbers"
    assert result.correction == "Check 30 first: use calculate."
    done = outcome("calculate", "300 / 4 * 10 = 750", expression="300 / 4 * 10")
    assert verdict(request_, "750그램 넣으면 돼요.", done) is None


@pytest.mark.parametrize(
    ("request_", "kinds"),
    [
        ("이 컴퓨터 시간대 설정 뭐로 되어 있어?", ("system",)),
        ("What time zone is this computer in?", ("system",)),
        ("What CPU architecture does this machine use?", ("system",)),
        ("What do the usage docs tell me to do whenever we make a sale?", ("files",)),
        ("What time zone is Tokyo in?", None),  # knowledge
        ("서울이랑 런던 시차가 몇 시간이야?", None),
    ],
)
def test_this_machines_zone_and_the_projects_docs_are_looked_up(
    request_: str, kinds: tuple[str, ...] | None
) -> None:
    need = grounding.classify(request_)
    assert (need.kinds if need else None) == kinds


@pytest.mark.parametrize(
    ("request_", "done", "untouched"),
    [
        # bench_tasks write-16: asked to change todo.md, it ran `echo` and answered
        ("todo.md에서 이미 끝낸 항목은 지워 주세요.", ("bash", {"command": "echo hi"}), "todo.md"),
        ("Add 'milk' to todo.md", ("read_file", {"path": "notes.txt"}), "todo.md"),
        ("끝낸 항목은 todo.md에서 지워 줘", ("read_file", {"path": "todo.md"}), "todo.md"),
        # it touched the file, whatever it did to it: the workspace is graded, not this
        ("todo.md에서 이미 끝낸 항목은 지워 주세요.",
         ("bash", {"command": "sed -i '/\\[x\\]/d' todo.md"}), None),
        ("Add 'milk' to todo.md", ("edit_file", {"path": "./todo.md", "old_string": "a",
                                                  "new_string": "a\nmilk"}), None),
        # a change asked as a question (fresh7 write-18: a csv_query, then "there is no price")
        ("sales.csv 헤더에 unit_price라고 돼 있는 거 그냥 price로 바꿔 줄래?",
         ("csv_query", {"path": "sales.csv"}), "sales.csv"),
        ("Could you sort notes.txt alphabetically?", ("read_file", {"path": "notes.txt"}),
         "notes.txt"),
        ("Can you tell me what is in notes.txt?", ("read_file", {"path": "notes.txt"}), None),
        # lines numbered (fresh13 write-30 read three lines and answered with numbered text)
        ("notes.txt 줄마다 앞에 번호 좀 매겨 줘.", ("read_file", {"path": "notes.txt"}),
         "notes.txt"),
        ("Number every line of notes.txt", ("read_file", {"path": "notes.txt"}), "notes.txt"),
        # a question, a commit, a rename: not this check's
        ("What did I add to todo.md?", ("bash", {"command": "echo hi"}), None),
        ("Commit todo.md", ("bash", {"command": "git commit -am todo"}), None),
        # a procedure writes in steps of its own
        ("write hello to out.txt", ("procedure_echo_word", {"word": "hello"}), None),
    ],
)  # fmt: skip
def test_a_change_to_a_named_file_must_touch_it(
    request_: str, done: tuple[str, dict[str, str]], untouched: str | None
) -> None:
    name, arguments = done
    ran = outcome(name, "hi\n[exit code: 0]", **arguments)
    tools = ("bash", "read_file", "edit_file", "write_file")
    need = grounding.classify(request_) or grounding.Need(("files",))
    result = grounding.check(need, request_, "다 지웠어요.", [ran], tools, "ko")
    if untouched is None:
        assert result is None or result.reason != "not_done"
    else:
        assert result is not None and result.reason == "not_done"
        assert result.correction == (
            f"That is not done: no call changed {untouched}. Change it now with one call."
        )
        assert result.must_call == ("edit_file", "write_file", "bash")


@pytest.mark.parametrize(
    ("request_", "call", "use"),
    [
        # bench_tasks count-4 (session 27): a read of lines 1-3 answered "3줄"
        ("notes.txt 파일이 몇 줄이야?", ("read_file", {"path": "notes.txt", "lines": "1-3"}),
         "wc -l notes.txt"),
        ("How many lines does notes.txt have?", ("bash", {"command": "head -3 notes.txt"}),
         "wc -l notes.txt"),
        # calls that show the count
        ("notes.txt 파일이 몇 줄이야?", ("read_file", {"path": "notes.txt"}), None),
        ("notes.txt 파일이 몇 줄이야?", ("bash", {"command": "wc -l notes.txt"}), None),
        ("How many lines does notes.txt have?", ("bash", {"command": "grep -c '' notes.txt"}),
         None),
        # the lines a script prints are its run's (fresh5 script-14: `wc -l` of check.sh said 4)
        ("scripts/check.sh 돌리면 몇 줄이 출력돼요?",
         ("bash", {"command": "bash scripts/check.sh"}), None),
        # lines of a kind are not the file's count
        ("How many lines in notes.txt mention Mina?", ("bash", {"command": "grep Mina notes.txt"}),
         None),
        # every file named is counted (fresh14 count-32 counted notes.txt alone)
        ("notes.txt랑 todo.md 합치면 전부 몇 줄이야?", ("bash", {"command": "wc -l notes.txt"}),
         "wc -l notes.txt todo.md"),
        ("notes.txt랑 todo.md 합치면 전부 몇 줄이야?",
         ("bash", {"command": "wc -l notes.txt todo.md"}), None),
    ],
)  # fmt: skip
def test_a_files_line_count_needs_a_call_that_counts(
    request_: str, call: tuple[str, dict[str, str]], use: str | None
) -> None:
    name, arguments = call
    done = outcome(name, "Call Mina\nBuy flour\nSend the invoice\n[exit code: 0]", **arguments)
    result = verdict(request_, "notes.txt has 3 lines.", done)
    if use is None:
        assert result is None or result.reason != "wrong_command"
    else:
        assert result is not None and result.reason == "wrong_command"
        assert result.call == ("bash", {"command": use})


@pytest.mark.parametrize(
    ("request_", "command", "output", "answer", "subject"),
    [
        # bench_tasks git-11 (session 27): the one-line listing answered with the hash
        ("What was the commit before the last one?", "git log --oneline -2 | tail -n 1",
         "b6e3822 Add app code and docs\n[exit code: 0]",
         "The commit before the last one was b6e3822.", "Add app code and docs (b6e3822)"),
        # git-13: the formatted log answered with the hash
        ("Which commit added sales.csv?",
         "git log --diff-filter=A --format='%s (%h, %an, %cd)' -- sales.csv",
         "Add sales data and report script (0e71c9f, Mina, Thu Jun 6 2024)\n[exit code: 0]",
         "The commit that added sales.csv is 0e71c9f.",
         "Add sales data and report script (0e71c9f)"),
        ("그 전 커밋이 뭐야?", "git log -2",
         "commit 1f2e3d4c5b6a79881726354433221100aabbccdd\nAuthor: Mina <m@x>\nDate:   Thu\n\n"
         "    Fix the tax rounding\n", "이전 커밋은 1f2e3d4입니다.",
         "Fix the tax rounding (1f2e3d4)"),
        # answers that say what the commit is
        ("What was the commit before the last one?", "git log --oneline -2 | tail -n 1",
         "b6e3822 Add app code and docs\n[exit code: 0]",
         "It was b6e3822, \"Add app code and docs\".", None),
        ("What was the commit before the last one?", "git log --oneline -2 | tail -n 1",
         "b6e3822 Add app code and docs\n[exit code: 0]",
         "It was 'Add app code and docs'.", None),
        # not a question about which commit: a hash is a fine answer
        ("What is the hash of the last commit?", "git log --oneline -1",
         "b6e3822 Add app code and docs\n[exit code: 0]", "It is b6e3822.", None),
        ("Which commit's hash starts with b6?", "git log --oneline",
         "b6e3822 Add app code and docs\n[exit code: 0]", "b6e3822.", None),
    ],
)  # fmt: skip
def test_a_commit_is_named_by_its_message_not_its_hash_alone(
    request_: str, command: str, output: str, answer: str, subject: str | None
) -> None:
    done = outcome("bash", output, command=command)
    need = classify(request_) or Need(("git",))
    result = check(need, request_, answer, [done], TOOLS, "en")
    if subject is None:
        assert result is None or result.reason != "incomplete"
    else:
        assert result is not None and result.reason == "incomplete"
        assert result.correction == f'Say what that commit is, by its message: "{subject}".'
        # said in the request's language (fresh16 git-38: the message alone, in English)
        korean = bool(re.search("[가-힣]", request_))
        said = f"“{subject}” 커밋입니다." if korean else f"It is the commit “{subject}”."
        assert result.fallback == said


def test_an_answer_after_every_look_up_failed_is_checked_even_when_the_request_named_nothing(
    tmp_path: Path,
) -> None:
    """bench_tasks csv-17: "What percentage of all the units sold came from Busan?" names no
    file, so nothing asked for facts; csv_query on a column that does not exist failed and the
    model answered from the error. Now the model is told the call failed and tries again; the
    second call works and its answer stands."""
    (tmp_path / "sales.csv").write_text("region,units\nBusan,30\nSeoul,70\n", encoding="utf-8")
    wrong = ToolCall(
        id="c1", name="csv_query",
        arguments={"path": "sales.csv", "op": "sum", "column": "units", "group_by": "city"},
    )  # fmt: skip
    right = ToolCall(
        id="c2", name="csv_query",
        arguments={"path": "sales.csv", "op": "sum", "column": "units", "group_by": "region"},
    )  # fmt: skip
    # (the bench's words "units sold" now ask for a table here themselves: a request that
    # names nothing of the machine stands in for it; "Busan" is the table's own word now)
    request = "What share of the total came from the south?"
    assert classify(request, tmp_path) is None
    agent, backend, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[wrong]),
            LLMReply(text="The 'city' column is not present in the sales.csv file."),
            LLMReply(tool_calls=[right]),
            LLMReply(text="Busan sold 30 of the units: 30 %."),
        ],
    )
    result = asyncio.run(agent.run_turn(request))
    assert result.answer == "Busan sold 30 of the units: 30 %."
    told = backend.calls[2]["messages"][-1].content
    assert told.startswith("That failed: no group_by column 'city'") or "city" in told
    assert "Try again with other arguments, or say you cannot." in told
    # a failed web search is no such look-up: a question about the world is answered freely
    web = ToolCall(id="w", name="web_search", arguments={"query": "Mona Lisa painter"})
    agent, backend, _ = make_agent(
        tmp_path, [LLMReply(tool_calls=[web]), LLMReply(text="Leonardo da Vinci painted it.")]
    )
    result = asyncio.run(agent.run_turn("Who painted the Mona Lisa?"))
    assert result.answer == "Leonardo da Vinci painted it." and result.model_calls == 2
    # nor is a failed calculation (a chat answer's spurious call) or a failed command's run
    for call in (
        ToolCall(id="k", name="calculate", arguments={"expression": "eleven"}),
        ToolCall(id="b", name="bash", arguments={"command": "exit 3"}),
    ):
        agent, backend, _ = make_agent(
            tmp_path, [LLMReply(tool_calls=[call]), LLMReply(text="Eleven players.")],
            approver=ScriptedApprover(Answer.ALLOW),
        )  # fmt: skip
        result = asyncio.run(agent.run_turn("How many players does a soccer team have?"))
        assert result.answer == "Eleven players." and result.model_calls == 2


@pytest.mark.parametrize(
    ("request_", "call", "use"),
    [
        # fresh7 read-18: a grep of TODO is not the last item
        ("todo.md 맨 밑에 적힌 할 일이 뭐야?",
         ("grep", {"pattern": "TODO", "path": "todo.md"}),
         "grep -v '^[[:space:]]*$' todo.md | tail -n 1"),
        ("What's the last line of notes.txt?", ("read_file", {"path": "notes.txt", "lines": "1-5"}),
         "grep -v '^[[:space:]]*$' notes.txt | tail -n 1"),
        ("todo.md 맨 밑에 적힌 할 일이 뭐야?", ("read_file", {"path": "todo.md"}), None),
        ("What's the last line of notes.txt?", ("bash", {"command": "tail -1 notes.txt"}), None),
        # fresh7 count-17: how many times a word appears is a count of its occurrences
        ("How many times does the word 'the' appear in notes.txt?",
         ("csv_query", {"path": "notes.txt", "op": "count"}),
         "grep -o -i -w 'the' notes.txt | wc -l"),
        ("notes.txt에 'Mina'가 몇 번 나와?", ("read_file", {"path": "notes.txt"}),
         "grep -o -i -w 'Mina' notes.txt | wc -l"),
        ("How many times does the word 'the' appear in notes.txt?",
         ("bash", {"command": "grep -o -w the notes.txt | wc -l"}), None),
        # the word is not said plainly, or no file is named: the model's to find
        ("How many times do I mention flour in notes.txt?",
         ("read_file", {"path": "notes.txt"}), None),
        ("How many times does 'the' appear here?", ("read_file", {"path": "notes.txt"}), None),
        # a change at the bottom is not a question
        ("Add 'buy eggs' at the bottom of todo.md", ("write_file", {"path": "todo.md"}), None),
        # fresh2 count-8: the lines with text, not all of them
        ("README.md에서 빈 줄 빼면 몇 줄이야?", ("read_file", {"path": "README.md"}),
         "grep -cv '^[[:space:]]*$' README.md"),
        ("How many non-blank lines does notes.txt have?", ("bash", {"command": "wc -l notes.txt"}),
         "grep -cv '^[[:space:]]*$' notes.txt"),
        ("How many lines are in notes.txt, not counting the empty ones?",
         ("bash", {"command": "grep -v '^$' notes.txt | wc -l"}), None),
        # fresh10 read-24: the ticked items, not the whole checklist
        ("todo.md에서 체크 표시된 거, 그러니까 이미 끝낸 게 뭐였지?",
         ("read_file", {"path": "todo.md"}), "grep -F '[x]' todo.md"),
        ("Which items in todo.md are checked off?", ("read_file", {"path": "todo.md"}),
         "grep -F '[x]' todo.md"),
        ("Which items in todo.md are checked off?",
         ("bash", {"command": "grep '\\[x\\]' todo.md"}), None),
        ("Tick off the login bug in todo.md", ("edit_file", {"path": "todo.md"}), None),
        # fresh15 count-35: the list items, counted by a command, not from a whole read
        ("How many bullet points are there in README.md?", ("read_file", {"path": "README.md"}),
         "grep -cE '^[[:space:]]*([-*+]|[0-9]+[.)])[[:space:]]' README.md"),
        ("todo.md 목록 항목이 몇 개야?", ("read_file", {"path": "todo.md"}),
         "grep -cE '^[[:space:]]*([-*+]|[0-9]+[.)])[[:space:]]' todo.md"),
        # fresh21 read-48: the first line says which shell runs it, running it does not
        ("scripts/check.sh는 어떤 셸로 실행되게 돼 있어?",
         ("bash", {"command": "bash scripts/check.sh"}), "head -n 1 scripts/check.sh"),
        ("What interpreter does backup.py run with?", ("bash", {"command": "python3 backup.py"}),
         "head -n 1 backup.py"),
        ("Which shell is check.sh written for?", ("read_file", {"path": "check.sh"}), None),
        # fresh21 read-47: the options a script's code checks, not what --help (ignored) prints
        ("Does report.py take any command-line options? Which ones?",
         ("bash", {"command": "python3 report.py --help"}),
         "grep -nE -- '--[A-Za-z]|argv|add_argument|getopt|[$][1-9@*]' report.py"),
        ("check.sh 실행할 때 줄 수 있는 옵션 있어?", ("bash", {"command": "bash check.sh -h"}),
         "grep -nE -- '--[A-Za-z]|argv|add_argument|getopt|[$][1-9@*]' check.sh"),
        ("What options are in config.yaml?", ("read_file", {"path": "config.yaml",
                                                           "start_line": "1"}), None),
    ],
)  # fmt: skip
def test_a_question_about_a_named_file_is_asked_of_a_command_that_shows_it(
    request_: str, call: tuple[str, dict[str, str]], use: str | None
) -> None:
    name, arguments = call
    done = outcome(name, "- [ ] fix the login bug\n- [ ] order more flour\n", **arguments)
    need = classify(request_) or Need(("files",))
    result = check(need, request_, "It is fix the login bug.", [done], TOOLS, "en")
    if use is None:
        assert result is None or result.reason != "wrong_command"
    else:
        assert result is not None and result.reason == "wrong_command"
        assert result.call == ("bash", {"command": use})


def test_the_named_file_commands_answer_on_a_real_file(tmp_path: Path) -> None:
    """The table's commands, run by a real shell, show what the question asks."""
    assert grounding._named_file_command("What encoding is sales.csv in?") is None  # no code
    (tmp_path / "todo.md").write_text("# TODO\n\n- [ ] a\n- [x] b\n- [ ] order flour\n\n\n")
    (tmp_path / "notes.txt").write_text("The cat and the dog.\nthe end. Theme there\n")
    (tmp_path / "check.sh").write_text('#!/bin/sh\necho "disk ok"\necho "backing up $1"\n')
    (tmp_path / "report.py").write_text(
        'import sys\nimport argparse\n\nif "--summary" in sys.argv:\n'
        '    parser.add_argument("-v")\nprint("a-b --- x")\n'
        'with open("sales.csv", encoding="utf-8") as f:\n    rows = f.read()\n'
    )
    for command, shown in (
        ("grep -v '^[[:space:]]*$' todo.md | tail -n 1", "- [ ] order flour\n"),
        ("grep -o -i -w 'the' notes.txt | wc -l", "3\n"),
        ("grep -F '[x]' todo.md", "- [x] b\n"),
        ("grep -cv '^[[:space:]]*$' todo.md", "4\n"),
        ("grep -cE '^[[:space:]]*([-*+]|[0-9]+[.)])[[:space:]]' todo.md", "3\n"),
        ("head -n 1 check.sh", "#!/bin/sh\n"),
        ("grep -nE -- '--[A-Za-z]|argv|add_argument|getopt|[$][1-9@*]' report.py",
         '4:if "--summary" in sys.argv:\n5:    parser.add_argument("-v")\n'),
        ("grep -nE -- '--[A-Za-z]|argv|add_argument|getopt|[$][1-9@*]' check.sh",
         '3:echo "backing up $1"\n'),
        # the different words of "The cat and the dog. the end. Theme there": the, cat, and,
        # dog, end, theme, there (fresh24 count-53)
        (grounding._named_file_command("How many different words does notes.txt use?"), "7\n"),
        (grounding._named_file_command("notes.txt에 서로 다른 단어가 몇 개야?"), "7\n"),
        # how the program opens the table is in its code, whichever file is named first
        # (fresh24 read-53 ran `file sales.csv`)
        (grounding._named_file_command("Which encoding does report.py open sales.csv with?"),
         '7:with open("sales.csv", encoding="utf-8") as f:\n'),
        (grounding._named_file_command("sales.csv를 report.py는 어떤 인코딩으로 읽어?"),
         '7:with open("sales.csv", encoding="utf-8") as f:\n'),
        # the lines past a number of words, listed and counted (fresh25 count-55 was sent to
        # csv_query): "The cat and the dog." has 5, "the end. Theme there" 4
        (grounding._named_file_command("How many lines in notes.txt have more than four words?"),
         "1: The cat and the dog.\n1 lines have > 4 words\n"),
        (grounding._named_file_command("notes.txt에서 다섯 단어 미만인 줄은 몇 줄이야?"),
         "2: the end. Theme there\n1 lines have < 5 words\n"),
    ):
        ran = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
        assert ran.stdout == shown, command


def test_after_every_call_failed_the_named_file_command_is_what_to_use() -> None:
    """fresh7 count-17: csv_query of notes.txt and calculate("count(text, 'the')") both failed;
    the retry is told the command that counts the word."""
    request = "How many times does the word 'the' appear in notes.txt?"
    failed = [
        outcome("csv_query", "notes.txt is not a table", error=True, path="notes.txt"),
        outcome("calculate", "cannot calculate", error=True, expression="count(text, 'the')"),
    ]
    result = verdict(request, "It appears 3 times.", *failed)
    assert result is not None and result.reason == "tool_failed"
    assert "use bash with `grep -o -i -w 'the' notes.txt | wc -l`" in result.correction
    assert result.must_call[0] == "bash"


def test_the_loops_correction_is_never_written_into_a_file(tmp_path: Path) -> None:
    """fresh6 write-16 (session 28): told "no call changed todo.md", the 1.5B edited that very
    sentence. Such a write is refused before it runs; the file is as it was."""
    (tmp_path / "todo.md").write_text("- [ ] a\n- [x] b\n", encoding="utf-8")
    echoed = {"path": "todo.md", "old_string": "no call changed todo.md", "new_string": "done"}
    echo = ToolCall(id="e", name="edit_file", arguments=echoed)
    agent, _, _ = make_agent(
        tmp_path,
        [
            bash("echo hi"),
            LLMReply(text="지웠어요."),
            LLMReply(tool_calls=[echo]),
            LLMReply(text="못 했어요."),
        ],
        approver=ScriptedApprover(Answer.ALLOW),
    )
    result = asyncio.run(agent.run_turn("todo.md에서 이미 끝낸 항목은 지워 주세요."))
    refused = result.outcomes[-1]
    assert refused.call.name == "edit_file" and refused.result.is_error
    assert refused.result.content.startswith("not run: that text is the assistant's own")
    assert (tmp_path / "todo.md").read_text(encoding="utf-8") == "- [ ] a\n- [x] b\n"
    assert not grounding.echoes_correction("edit_file", {"old_string": "- [x] b"}, "")


@pytest.mark.parametrize(
    ("answer", "echo"),
    [
        ("파일 이름에 app 들어가는 거 전부 찾아 줘.", True),  # fresh8 files-22, after a find
        ("파일 이름에 app 들어가는 거 전부 찾아 줘", True),
        ("./src/app.py 와 ./logs/app.log 입니다.", False),
    ],
)
def test_the_request_said_back_is_not_an_answer(answer: str, echo: bool) -> None:
    request_ = "파일 이름에 app 들어가는 거 전부 찾아 줘"
    found = outcome("bash", "./src/app.py\n./logs/app.log", command="find . -iname '*app*'")
    result = verdict(request_, answer, found)
    assert (result is not None and result.reason == "narration") is echo, result
    if echo:
        assert result is not None and result.correction == grounding.CORRECTION_NARRATION


DAYS_ASKED = "sales.csv에 며칠 치 판매 기록이 들어 있어?"


@pytest.mark.parametrize(
    ("answer", "request_", "echo"),
    [
        ("이 컴퓨터가 켜진 지 얼마나 됐어?", "이 컴퓨터 켜진 지 얼마나 됐어?", True),
        ("Find all files.", "find all files", True),
        # nearly the request, but said as done: an answer
        ("Made the file.", "make the file", False),
        ("Deleted draft.txt.", "delete draft.txt", False),
        # the question said as a statement: its question word and no number (fresh12 count-28)
        ("sales.csv에 며칠 치 판매 기록이 들어 있어요.", DAYS_ASKED, True),
        ("sales.csv에 6일 치 판매 기록이 들어 있어요.", DAYS_ASKED, False),
        ("How many lines are in app.log.", "how many lines are in app.log?", True),
        # asked back, in other words (fresh13 csv-30)
        ("서울이 전체에서 10% 이상 차지하는지 알려 줘.",
         "매출로 치면 서울이 전체에서 몇 퍼센트쯤 차지하는지 알려 줘.", True),
        ("파일이 없어요. 경로를 확인해 주세요.", "notes.txt 첫 줄 보여 줘", False),
        ("There are 12 lines in app.log.", "how many lines are in app.log", False),
        # 봐 of 보다 ("watch"), not of "try": the answer (fresh13 calc-30)
        ("2시간짜리 영화를 1.25배속으로 보면 1시간 36분이면 다 봐.",
         "2시간짜리 영화를 1.25배속으로 보면 몇 분이면 다 봐?", False),
        ("notes.txt 첫 줄 찾아 봐.", "notes.txt 첫 줄 찾아 봐", True),
    ],
)
def test_an_echo_is_the_request_still_asked(answer: str, request_: str, echo: bool) -> None:
    assert grounding.echoes_request(answer, request_) is echo


SAVINGS = "매달 50만 원씩 1년 동안 적금을 부으면, 연 4% 단리 기준으로 이자가 세전 얼마나 붙어?"


@pytest.mark.parametrize(
    ("answer", "request_", "back"),
    [
        # every word the request's, another ending at most (fresh23 csv-52, after the table)
        ("물품별로 매출 순위를 매겨 줘. 매출은 수량 곱하기 단가로.",
         "제품별로 매출 순위 좀 매겨 줘. 매출은 수량 곱하기 단가로.", True),
        ("제품별 매출 순위는 muffin, croissant, baguette 순입니다.",
         "제품별로 매출 순위 좀 매겨 줘. 매출은 수량 곱하기 단가로.", False),
        ("The capital of Australia is Canberra.", "What's the capital of Australia?", False),
        ("No commit added draft.txt.", "Which commit added draft.txt?", False),
        ("Made the file.", "make the file", False),  # an English ending says it was done
        ("Read.", "read x.txt", False),  # too short to tell
        # fresh23 calc-52, after the calculator's right line: the request looped, cut short
        ("연 4% 단리 기준으로 이자가 세전 얼마나 붙어? 500000 원씩 1년 동안 적금을 부으면, 연 4% "
         "단리 기준으로 이자가 세전 얼마나 붙어? 50",
         SAVINGS, True),
        ("연 4% 단리로 계산하면 이자는 130,000원입니다.", SAVINGS, False),
    ],
)  # fmt: skip
def test_the_request_said_back_word_for_word(answer: str, request_: str, back: bool) -> None:
    assert grounding.said_back(answer, request_) is back


def test_a_change_said_done_in_the_requests_words_is_an_answer() -> None:
    request_ = "Make a file called last-check.txt that holds just today's date."
    wrote = outcome("write_file", "created last-check.txt (11 bytes)", path="last-check.txt")
    assert grounding.said_back("last-check.txt holds today's date.", request_)
    assert verdict(request_, "last-check.txt holds today's date.", wrote) is None


def test_an_edit_that_failed_is_not_answered_as_done(tmp_path: Path) -> None:
    """fresh10 write-23: "fix that in my notes" names no file; its edit_file failed (old_string
    "4pm", the new value) and the model answered "it is already there". The loop sends it back
    until a change is made."""
    (tmp_path / "notes.txt").write_text("Meeting with Mina at 3pm on Friday\nWater the plants\n")
    wrong = ToolCall(
        id="e1", name="edit_file",
        arguments={"path": "notes.txt", "old_string": "4pm", "new_string": "4pm"},
    )  # fmt: skip
    right = ToolCall(
        id="e2", name="edit_file",
        arguments={"path": "notes.txt", "old_string": "3pm", "new_string": "4pm"},
    )  # fmt: skip
    agent, _, _ = make_agent(
        tmp_path,
        [
            LLMReply(tool_calls=[wrong]),
            LLMReply(text="The meeting with Mina is already there."),
            LLMReply(tool_calls=[right]),
            LLMReply(text="Moved the meeting with Mina to 4pm."),
        ],
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )
    said = "My meeting with Mina got moved to 4pm. Can you fix that in my notes?"
    result = asyncio.run(agent.run_turn(said))
    assert (tmp_path / "notes.txt").read_text().startswith("Meeting with Mina at 4pm on Friday")
    assert result.answer == "Moved the meeting with Mina to 4pm."
    assert [o.call.id for o in result.outcomes] == ["e1", "e2"]


@pytest.mark.parametrize(
    ("request_", "refused"),
    [
        # this machine's data and state: never a web search (the query would carry them out)
        ("부산에서 팔린 것 중에 단가가 제일 비싼 게 뭐예요? sales.csv 봐 줘", True),
        ("로그 보니까 느린 쿼리 경고가 꽤 있던데, 150ms 넘게 걸린 건 몇 번이야?", True),
        ("How many commits are on the main branch?", True),
        ("what is my user name?", True),
        # a local file split: no page fetched from an address nobody gave (fresh12 write-27)
        ("Put just the Busan sales into a new file called busan.csv, header row included.", True),
        # the web asked for, a URL, news and prices, or knowledge: the web may help
        ("Search the web for how to read a CSV file in Python", False),
        # an English word of the web beside a local one (the pattern held backspaces, not \b)
        ("Check online if there is a newer git release than the one in my git log", False),
        ("What does https://example.com/notes.txt say?", False),
        ("What's the latest version of Python?", False),
        ("Who painted the Mona Lisa?", False),
        ("17 곱하기 23은?", False),
    ],
)  # fmt: skip
def test_the_web_is_not_searched_for_this_machines_facts(request_: str, refused: bool) -> None:
    assert (grounding.unasked(request_, "web_search") == grounding.NOT_ON_THE_WEB) is refused
    assert (grounding.unasked(request_, "web_fetch") == grounding.NOT_ON_THE_WEB) is refused
    download = {"command": "curl -o busan.csv https://example.com/busan.csv"}
    refusal = grounding.unasked(request_, "bash", download)
    assert (refusal == grounding.NOT_ON_THE_WEB) is refused
    assert grounding.unasked(request_, "bash", {"command": "grep -c Busan sales.csv"}) is None
    assert grounding.unasked(request_, "csv_query") is None


@pytest.mark.parametrize(
    ("request_", "refused"),
    [
        # fresh28 calc-62 counted sales.csv's rows and said "12명"
        ("타율이 3할 2푼인 타자가 250타수를 쳤으면 안타는 몇 개 친 거야?", True),
        ("I earn $22 an hour, and anything over 40 hours in a week is paid at time and a half. "
         "What do I make for a 46-hour week?", True),
        # a table's figures, a file named, or a sum the calculator does not read from the words
        ("sales.csv에서 부산 단가가 제일 비싼 게 뭐예요?", False),
        ("What's the average unit_price in sales.csv?", False),
        ("17 곱하기 23은?", False),
    ],
)  # fmt: skip
def test_a_sum_in_its_own_words_is_not_looked_up_in_a_file(
    tmp_path: Path, request_: str, refused: bool
) -> None:
    (tmp_path / "sales.csv").write_text("region,product,unit_price\nBusan,bagel,2500\n")
    look = {"path": "sales.csv", "op": "count", "column": "customer"}
    said = grounding.unasked(request_, "csv_query", look, tmp_path)
    assert (said == grounding.NOT_IN_A_FILE) is refused, said
    assert grounding.unasked(request_, "calculate", {"expression": "0.32*250"}, tmp_path) is None


@pytest.mark.parametrize(
    ("request_", "content", "refused"),
    [
        # fresh16 write-38 appended the instruction itself to notes.txt
        ("draft.txt에 적어 둔 거 notes.txt 맨 밑으로 옮기고, draft.txt는 지워 줘.",
         "notes.txt 맨 밑으로 옮기고, draft.txt는 지워 줘.", True),
        ("Move the line in draft.txt to the end of notes.txt, then delete draft.txt.",
         "Move the line in draft.txt to the end of notes.txt", True),
        # text the request gives to write, quoted or not
        ("notes.txt 맨 끝에 '보고서 제출 notes.txt 확인해 줘' 추가해 줘",
         "보고서 제출 notes.txt 확인해 줘", False),
        ("Add a line to notes.txt that says call mom about notes.txt tomorrow",
         "call mom about notes.txt tomorrow", False),
        ("Put 'Pay the electricity bill' at the very top of notes.txt.",
         "Pay the electricity bill", False),
    ],
)  # fmt: skip
def test_the_request_itself_written_into_a_file_is_not_run(
    request_: str, content: str, refused: bool
) -> None:
    args = {"path": "notes.txt", "content": content, "mode": "append"}
    said = grounding.unasked(request_, "write_file", args)
    # the one other file the request names is where the text to write is
    assert (said == grounding.REQUEST_WRITTEN_FROM.format(source="draft.txt")) is refused
    alone = {"path": "notes.txt", "content": "notes.txt 맨 밑에 회의 잡아 줘"}
    assert grounding.unasked("notes.txt 맨 밑에 회의 잡아 줘", "write_file", alone) == (
        grounding.REQUEST_WRITTEN
    )
    assert grounding.unasked(request_, "read_file", {"path": content}) is None


def test_a_web_search_for_local_data_is_not_run_and_the_model_looks_here(tmp_path: Path) -> None:
    (tmp_path / "sales.csv").write_text("region,product,unit_price\nBusan,bagel,2500\n")
    search = ToolCall(id="w", name="web_search", arguments={"query": "부산 단가 제일 비싼"})
    look = ToolCall(
        id="q", name="csv_query",
        arguments={"path": "sales.csv", "op": "max", "column": "unit_price",
                   "where": "region=Busan"},
    )  # fmt: skip
    agent, _, _ = make_agent(
        tmp_path,
        [LLMReply(tool_calls=[search]), LLMReply(tool_calls=[look]), LLMReply(text="bagel이에요.")],
    )
    result = asyncio.run(agent.run_turn("sales.csv에서 부산 단가가 제일 비싼 게 뭐예요?"))
    refused = result.outcomes[0]
    assert refused.result.is_error and refused.result.content == grounding.NOT_ON_THE_WEB
    assert [o.call.name for o in result.outcomes] == ["web_search", "csv_query"]
    assert result.answer == "bagel이에요."


@pytest.mark.parametrize(
    ("request_", "said"),
    [
        # the request's words are one table's: that table named, with its call (fresh43
        # read-92 echoed the question after a bare "look here")
        ("3월 12일에 대구에서는 뭘 팔았어?",
         grounding.NOT_ON_THE_WEB_TABLE.format(path="shop.csv")),
        ("How many scones did we sell in Daegu?",
         grounding.NOT_ON_THE_WEB_TABLE.format(path="shop.csv")),
        # this machine's state, no table's words: where to look in general
        ("How many commits are on the main branch?", grounding.NOT_ON_THE_WEB),
    ],
)  # fmt: skip
def test_a_web_search_for_a_tables_words_names_the_table(
    tmp_path: Path, request_: str, said: str
) -> None:
    (tmp_path / "shop.csv").write_text("date,region,product,units\n2025-03-12,Daegu,scone,4\n")
    search = {"query": request_}
    assert grounding.unasked(request_, "web_search", search, tmp_path) == said


def test_a_clock_time_and_a_span_are_a_calculation() -> None:
    """fresh11 calc-25 ("at work by 9:15 and the drive takes 315 minutes") was answered
    "9:46" from memory, as a question about the world."""
    for request_ in (
        "I have to be at work by 9:15 and the drive takes 315 minutes. When do I need to leave?",
        "9:15까지 가야 하는데 40분 걸려. 몇 시에 나가야 해?",
    ):
        assert grounding.classify(request_) == grounding.Need(("arithmetic",))
    assert grounding.classify("The meeting is at 3:30.") is None


@pytest.mark.parametrize(
    ("request_", "kinds"),
    [
        # a share the machine tells, no numbers to compute with (fresh14 machine-32 multiplied
        # 41.5 by 100 with calculate)
        ("디스크 사용률이 지금 몇 퍼센트입니까?", ("system",)),
        ("What percent of my disk is used?", ("system",)),
        # numbers given: still a calculation beside the machine's fact
        ("If 40 GB of my disk is used, what percent is that of 250 GB?", ("system", "arithmetic")),
    ],
)
def test_a_machines_share_with_no_numbers_given_is_no_calculation(
    request_: str, kinds: tuple[str, ...]
) -> None:
    assert grounding.classify(request_) == grounding.Need(kinds)


def test_days_from_today_calculated_by_hand_are_counted_by_the_clock(tmp_path: Path) -> None:
    """fresh14 script-32: "크리스마스까지 며칠 남았는지 파이썬으로 계산해 줄래?" went to
    calculate as "365 - 25 - 24 - …" and "40일"; only this clock knows today, so the loop asks
    system_info, whose one sentence is the answer."""
    guess = ToolCall(id="c1", name="calculate", arguments={"expression": "365 - 25 - 300"})
    agent, _, _ = make_agent(
        tmp_path, [LLMReply(tool_calls=[guess]), LLMReply(text="크리스마스까지 40일 남았습니다.")],
        language="ko",
    )  # fmt: skip
    result = asyncio.run(agent.run_turn("크리스마스까지 며칠 남았는지 파이썬으로 계산해 줄래?"))
    today = date.today()
    christmas = date(today.year, 12, 25)
    christmas = christmas if christmas >= today else date(today.year + 1, 12, 25)
    assert [o.call.name for o in result.outcomes] == ["calculate", "system_info"]
    assert f"{(christmas - today).days}일" in result.answer
    assert "40일" not in result.answer


def test_a_line_count_of_two_files_answered_from_nothing_counts_both(tmp_path: Path) -> None:
    """fresh14 count-32: answered with no call, the loop counted notes.txt alone, and the
    answer from it could not be corrected again (one look-up a turn)."""
    (tmp_path / "notes.txt").write_text("a\n" * 8)
    (tmp_path / "todo.md").write_text("b\n" * 6)
    agent, _, _ = make_agent(
        tmp_path,
        [
            LLMReply(text="합치면 6줄이야."),
            lambda messages, tools: LLMReply(
                text="합치면 14줄입니다." if "14 total" in messages[-1].content else "?"
            ),
        ],
        language="ko",
        approver=ScriptedApprover(Answer.ALLOW),
    )
    result = asyncio.run(agent.run_turn("notes.txt랑 todo.md 합치면 전부 몇 줄이야?"))
    assert result.answer == "합치면 14줄입니다."
    assert result.outcomes[-1].call.arguments == {"command": "wc -l notes.txt todo.md"}


@pytest.mark.parametrize(
    ("answer", "unseen"),
    [
        ('README.md에 우리 가게 이름이 "제주 농장"이라고 돼 있어요.', True),  # fresh14 read-32
        ('README.md에 가게 이름이 Sunrise Bakery, 우리말로 "해돋이 빵집"이라고 돼 있어요.', False),
        ("README.md에 가게 이름이 'Sunrise Bakery'라고 돼 있어요.", False),
    ],
)
def test_a_korean_quote_of_an_english_file_gives_its_words(answer: str, unseen: bool) -> None:
    request_ = "README에 우리 가게 이름이 뭐라고 돼 있어요?"
    read = outcome("read_file", "1 # Sunrise Bakery\n2 \n3 Inventory", path="README.md")
    result = verdict(request_, answer, read)
    assert (result is not None and result.reason == "unseen") is unseen


def test_the_git_commands_for_lines_added_and_a_files_commits_in_a_real_repo(
    tmp_path: Path,
) -> None:
    """The table's commands run on a real repository: the lines added on every branch (what
    `--stat`'s first column is not), and each commit of one file, dated."""
    from jarvis_voice.agent.git_answers import git_command

    def git(*args: str, when: str = "2024-06-01T09:00:00") -> None:
        env = {**os.environ, "GIT_AUTHOR_DATE": when, "GIT_COMMITTER_DATE": when}
        subprocess.run(["git", "-c", "user.name=Mina", "-c", "user.email=m@example.com", *args],
                       cwd=tmp_path, check=True, capture_output=True, env=env)  # fmt: skip

    git("init", "-q", "-b", "main")
    (tmp_path / "report.py").write_text("a\nb\nc\n")
    git("add", "."), git("commit", "-qm", "Add report")
    (tmp_path / "notes.txt").write_text("x\n")
    (tmp_path / "report.py").write_text("a\nb\nc\nd\n")
    git("add", "."), git("commit", "-qm", "More", when="2024-06-04T12:00:00")
    git("checkout", "-qb", "feature")
    (tmp_path / "notes.txt").write_text("x\ny\n")
    git("commit", "-qam", "Feature", when="2024-06-05T08:00:00")
    git("checkout", "-q", "main")

    def run(request_: str) -> str:
        command = git_command(request_)
        done = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
        return done.stdout.strip()

    assert run("Across all my commits, how many lines have I added in total?") == "6"
    (tmp_path / "report.py").write_text("changed, not committed\n")
    assert run("main 브랜치에 있는 report.py는 몇 줄이야?") == "4"  # the branch's, not the file's
    assert run("How many lines did the newest commit on the feature branch add?").startswith(
        "1 lines added by"
    )
    assert run("How many lines did the newest commit on main add?").startswith("2 lines added by")
    # what git clean would remove, asked beforehand: its dry run, and nothing is deleted
    (tmp_path / "scratch.txt").write_text("untracked\n")
    for asked in ("git clean 하면 뭐가 지워지는지 미리 좀 알려 주세요. 진짜로 지우지는 마시고요.",
                  "What would git clean remove?"):  # fmt: skip
        assert "Would remove scratch.txt" in run(asked)
    assert (tmp_path / "scratch.txt").exists()
    gaps = run("커밋 기록 보면 나 보통 몇 시간 간격으로 커밋했어?")  # Jun 1 9:00, Jun 4 12:00
    assert gaps.endswith("the average time between one and the next: 270000 s = 3 days, 3:00:00")
    assert run("What does notes.txt say on the feature branch?") == "x\ny"
    assert run("이 브랜치에서 추가한 줄이 총 몇 줄이야?") == "5"
    dated = run("report.py 처음 커밋한 날이랑 마지막으로 고친 날이 언제야?").splitlines()
    assert len(dated) == 2 and "Jun 1" in dated[0] and "Jun 4" in dated[1]


def real_calculation(request_: str, expression: str) -> CallOutcome:
    """The real calculator's outcome for `expression`, as a turn asking `request_` records it."""
    from jarvis_voice.tools.base import ToolContext
    from jarvis_voice.tools.builtin.calculator import CalculateTool

    tool = CalculateTool()
    context = ToolContext(workdir=Path("."), request=request_)
    result = asyncio.run(tool.run(tool.Args(expression=expression), context))
    return CallOutcome(
        ToolCall(id="c", name="calculate", arguments={"expression": expression}), result
    )


@pytest.mark.parametrize(
    ("request_", "expression"),
    [("만 원 들고 가서 1,200원짜리 아이스크림을 살 수 있는 만큼 사면, 몇 개 사고 얼마 남아?",
      "10000 / 1200"),
     ("How many $3 coffees can I buy with $20?", "20 / 3")],
)  # fmt: skip
def test_as_many_as_fit_is_a_division_the_calculator_makes(request_: str, expression: str) -> None:
    """fresh17 calc-40 was set up as 1000 - 100, then 10000 - 1200: how many fit is the
    division, and the calculator's line says the whole number and what is left."""
    wrong = real_calculation(request_, expression.replace("/", "-"))
    found = verdict(request_, "8,800원 남아요.", wrong)
    assert found is not None and found.reason == "numbers"
    assert found.call == ("calculate", {"expression": expression})
    right = real_calculation(request_, expression)
    assert "as many whole ones as fit" in right.result.content
    whole = right.result.content.split("fit: ")[1].split(",")[0]
    assert verdict(request_, f"{whole}개 사고 남아요.", wrong, right) is None


@pytest.mark.parametrize(
    ("request_", "wrong", "expression"),
    [("40문제 중 34문제를 맞히면 몇 퍼센트야?", "40/34*100", "34 / 40 * 100"),
     ("I got 17 out of 20 on the quiz. What percentage is that?", "20 / 17 * 100",
      "17 / 20 * 100"),
     ("손님 250명 가운데 40명이 쿠폰을 썼어. 비율이 몇 %야?", "(250/40)*100", "40 / 250 * 100")],
)  # fmt: skip
def test_a_share_divided_the_wrong_way_round_is_made_again(
    request_: str, wrong: str, expression: str
) -> None:
    """fresh3 calc-10: "40문제 중 34문제" calculated as 40/34*100 = 117.65 %."""
    flipped = real_calculation(request_, wrong)
    found = verdict(request_, f"{flipped.result.content.split()[-1]}%", flipped)
    assert found is not None and found.reason == "numbers"
    assert found.call == ("calculate", {"expression": expression})
    right = real_calculation(request_, expression)
    share = right.result.content.split("= ")[-1].split()[0]
    assert 0 < float(share.replace(",", "")) < 100
    assert verdict(request_, f"{share}%", flipped, right) is None


def test_a_change_that_failed_changed_nothing_unless_a_human_said_no(tmp_path: Path) -> None:
    """fresh2 write-7: edit_file looked for "fix login bug" (the line says "fix the login
    bug"), failed, the file was read and its text given as the answer."""
    from jarvis_voice.policy.decision import Decision, Outcome, Reason

    (tmp_path / "todo.md").write_text("- [ ] fix the login bug\n")
    request_ = "I fixed the login bug, so tick it off in todo.md."
    tools = ("bash", "read_file", "edit_file", "write_file")
    need = grounding.classify(request_) or grounding.Need(("files",))
    edit = {"path": "todo.md", "old_string": "- [ ] fix login bug",
            "new_string": "- [x] fix login bug"}  # fmt: skip
    failed = outcome("edit_file", "old_string not found in todo.md", error=True, **edit)
    read = outcome("read_file", "     1\t- [ ] fix the login bug", path="todo.md")
    answer = "The file todo.md contains: - [ ] fix the login bug"
    found = grounding.check(need, request_, answer, [failed, read], tools, "en")
    assert found is not None and found.reason == "not_done" and "todo.md" in found.correction
    no = Decision(Outcome.DENY, Reason.HUMAN_DENY)
    refused = CallOutcome(failed.call, failed.result, no)
    found = grounding.check(need, request_, "You said no.", [refused], tools, "en")
    assert found is None or found.reason != "not_done"


@pytest.mark.parametrize(
    ("request_", "said"),
    [
        # fresh30 read-66 answered with the section's heading, "Layout"
        ("README의 Layout 부분에서 제일 아래에 적힌 항목 좀 알려 줘.",
         "(the last (bottom) item of 3: - logs/ — the logs)"),
        ("What's the last item in the Layout section of README.md?",
         "(the last (bottom) item of 3: - logs/ — the logs)"),
        ("What's the first step in the Usage section of README.md?",
         "(the first (top) item of 2: 1. run it)"),
        ("README.md Layout 섹션의 두 번째 항목이 뭐야?",
         "(the number 2 item of 3: - docs/ — docs)"),
        ("What's the fifth item in the Usage section of README.md?",
         "(the section has 2 items)"),
    ],
)  # fmt: skip
def test_one_item_of_a_sections_list_by_its_place(
    tmp_path: Path, request_: str, said: str
) -> None:
    (tmp_path / "README.md").write_text(
        "# Bakery\n\n- not this\n\n## Layout\n\n- src/ — the app\n- docs/ — docs\n"
        "- logs/ — the logs\n\n## Usage\n\n1. run it\n2. stop it\n"
    )
    entry = grounding._named_file_entry(request_)
    assert entry is not None
    run = subprocess.run(entry[0], shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert run.stdout.splitlines()[-1] == said and "not this" not in run.stdout
    section = outcome("bash", "## Layout\n- src/", command=grounding.SECTION_COMMAND.format(
        section="layout", name="README.md"))  # fmt: skip
    assert grounding._named_file_question_unseen(request_, [section]) == entry[0]
    shown = outcome("bash", run.stdout, command=entry[0])
    assert grounding._named_file_question_unseen(request_, [shown]) is None


@pytest.mark.parametrize(
    ("request_", "section"),
    [("What does the Layout section of the README say?", "layout"),
     ("README 보면 Layout 섹션에 뭐라고 써 있어?", "layout"),
     ("README.md의 Contact 부분 좀 읽어 줘", "contact"),
     ("Under the heading 'Getting Started' in docs.md, what is step 2?", "getting started"),
     ("What's in the first section of README.md?", None),
     ("What does notes.txt say in its Layout section?", None)],
)  # fmt: skip
def test_a_markdown_section_is_printed_from_its_heading(
    tmp_path: Path, request_: str, section: str | None
) -> None:
    """fresh3 read-9 refused after reading README.md from line 1."""
    readme = "# Bakery\n\n## Layout\n\n- src/ — the app\n- docs/ — docs\n\n## Contact\n\nMina\n"
    for name in ("README.md", "docs.md"):
        (tmp_path / name).write_text(readme.replace("Layout", "Getting Started")
                                     if name == "docs.md" else readme)  # fmt: skip
    command = grounding._named_file_command(request_)
    if section is None:
        assert command is None or "awk" not in command
        return
    assert command is not None and section.replace(" ", "\\ ") in command
    run = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
    lines = run.stdout.splitlines()
    assert lines[0].lower().endswith(section)
    if section == "contact":
        assert "Mina" in lines and "src/" not in run.stdout
    else:  # from its heading to the next one
        assert "- src/ — the app" in lines and "Mina" not in run.stdout
    read = outcome("read_file", readme, path="README.md", start_line=1)
    need = grounding.classify(request_)
    assert need is not None
    found = grounding.check(need, request_, "It is not available.", [read], TOOLS, "en")
    assert found is not None and found.call == ("bash", {"command": command})


@pytest.mark.parametrize(
    ("request_", "wrong", "price"),
    [("8만 원짜리 운동화를 30% 할인하고, 거기서 10% 더 깎아 주면 얼마야?", "(80000 * 0.3) * 0.9",
      50400),
     ("A $120 jacket is 25% off. How much do I pay?", "120 * 0.25", 90),
     ("Shoes for $80 with a 25% discount: what do they cost?", "80 * 0.25", 60),
     ("3만 5천 원짜리 셔츠를 20% 할인하면 얼마야?", "35000 * 0.2", 28000)],
)  # fmt: skip
def test_a_discount_leaves_the_rest_of_the_price(request_: str, wrong: str, price: int) -> None:
    """fresh18 calc-42: the discount's amount, then a second discount of it."""
    bad = real_calculation(request_, wrong)
    found = verdict(request_, bad.result.content.split("= ")[-1], bad)
    assert found is not None and found.reason == "numbers" and found.call is not None
    right = real_calculation(request_, found.call[1]["expression"])
    assert right.result.content.split("= ")[-1].split()[0].replace(",", "") == str(price)
    assert verdict(request_, f"{price:,}", bad, right) is None
    both = "30%와 10% 할인을 합치면 몇 퍼센트 할인이야?"  # no price: not this check's
    assert answer_numbers.discount_misread(both, [real_calculation(request_, "30 + 10")]) is None


def test_commit_messages_naming_a_word_and_files_committed_more_than_once(
    tmp_path: Path,
) -> None:
    """fresh18 git-41 and git-42 ran `git log -1`: the commands that show them, on a real repo,
    and the correction when a command that cannot show them ran."""
    from jarvis_voice.agent.git_answers import git_command

    def git(*args: str) -> str:
        done = subprocess.run(
            ["git", "-c", "user.name=Mina", "-c", "user.email=m@example.com", *args],
            cwd=tmp_path, check=True, capture_output=True, text=True,
        )  # fmt: skip
        return done.stdout

    git("init", "-q", "-b", "main")
    for files, message in ((("report.py",), "Add the Report script"), (("notes.txt",), "Notes"),
                           (("report.py", "todo.md"), "Fix report totals")):  # fmt: skip
        for name in files:
            with (tmp_path / name).open("a") as f:
                f.write(message + "\n")
        git("add", "."), git("commit", "-qm", message)

    def run(request_: str) -> list[str]:
        command = git_command(request_)
        done = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
        return done.stdout.splitlines()

    mention = run("Which of my commit messages mention the report?")
    assert [line.split(" ", 1)[1] for line in mention] == ["Fix report totals",
                                                           "Add the Report script"]  # fmt: skip
    assert len(run("커밋 메시지에 'notes'가 들어간 거 있어?")) == 1
    twice = run("커밋 기록 보면 두 번 이상 커밋된 파일이 있어? 있으면 어떤 거야?")
    assert [line.split() for line in twice] == [["2", "report.py"]]  # only it: once is not twice
    assert run("Which files were changed in more than one commit?") == twice
    request_ = "Which of my commit messages mention the report?"
    last = outcome("bash", git("log", "-1"), command="git log -1")
    found = verdict(request_, "The last commit is Fix report totals.", last)
    assert found is not None and found.call == ("bash", {"command": git_command(request_)})


def test_the_files_git_ignores_in_a_real_repo(tmp_path: Path) -> None:
    """fresh18 files-41 ran `git check-ignore .` (nothing) and answered with the last commit."""
    from jarvis_voice.agent.git_answers import git_command

    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    (tmp_path / ".gitignore").write_text("logs/\n*.tmp\n")
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("x\n")
    (tmp_path / "a.tmp").write_text("x\n")
    (tmp_path / "notes.txt").write_text("x\n")
    for request_ in ("Is git ignoring any of the files in this project? Which ones?",
                     "깃이 무시하는 파일 있어?"):  # fmt: skip
        need = classify(request_)
        assert need is not None and "git" in need.kinds
        command = git_command(request_)
        run = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
        assert sorted(run.stdout.split()) == ["!!", "!!", "a.tmp", "logs/"]
    assert "ignored" not in git_command("What's in the .gitignore file?")


def test_a_file_named_without_its_extension_is_looked_up_as_the_one_file_it_can_be(
    tmp_path: Path,
) -> None:
    """fresh18 read-42: told to read "README", the model read it through a note ("README is not
    here; this is README.md") and answered the note; the look-up names README.md itself."""
    (tmp_path / "README.md").write_text("# Bakery\nRun `python3 report.py` daily.\n")
    request_ = "README 보면 매일 재고 점검하려면 뭘 실행하라고 돼 있어?"
    need = classify(request_, tmp_path)
    assert need is not None and need.place == "README.md"
    assert grounding.suggestions(need, TOOLS, request_) == ['read_file with path "README.md"']
    # nothing to resolve: no workdir, the name as it is, or two files it could be
    assert classify(request_) == replace(need, place=None)
    (tmp_path / "README.txt").write_text("old\n")
    assert classify(request_, tmp_path) == replace(need, place=None)


def test_the_commit_that_added_most_lines_and_the_files_that_came_with_one(
    tmp_path: Path,
) -> None:
    """fresh19 git-43 ran `git log --stat --max-count=1`; git-44 grepped for the file's name:
    the commands that show them, run on a real repo with a branch."""
    from jarvis_voice.agent.git_answers import git_command

    def git(*args: str) -> None:
        subprocess.run(
            ["git", "-c", "user.name=Mina", "-c", "user.email=m@example.com", *args],
            cwd=tmp_path, check=True, capture_output=True, text=True,
        )  # fmt: skip

    def commit(message: str, **files: str) -> None:
        for name, text in files.items():
            (tmp_path / name.replace("_", ".")).write_text(text)
        git("add", "."), git("commit", "-qm", message)

    git("init", "-q", "-b", "main")
    commit("Start", notes_txt="a\n")
    commit("Add sales and report", sales_csv="d,u\n1,2\n3,4\n", report_py="x\ny\nz\n")
    git("checkout", "-qb", "stock")
    commit("Add stock check", report_py="x\ny\nz\nw\nv\nu\nt\n")  # 4 lines added

    def run(request_: str) -> list[str]:
        done = subprocess.run(git_command(request_), shell=True, cwd=tmp_path,
                              capture_output=True, text=True)  # fmt: skip
        return done.stdout.splitlines()

    biggest = run("Which of my commits was the biggest by lines added, and how many?")
    assert [line.split(" ", 2)[0::2] for line in biggest] == [
        ["6", "Add sales and report"], ["4", "Add stock check"], ["1", "Start"]
    ]  # fmt: skip
    assert run("어느 커밋이 줄을 제일 많이 추가했어?") == biggest
    from jarvis_voice.agent.git_answers import wrong_git_command

    request_ = "Which of my commits was the biggest by lines added?"
    one = outcome("bash", "x\n", command="git log --oneline --stat --max-count=1")
    assert wrong_git_command(request_, [one]) == git_command(request_)  # one commit shows none
    every = outcome("bash", "x\n", command="git log --all --numstat")
    assert wrong_git_command(request_, [every]) is None
    together = run("sales.csv 커밋할 때 같이 들어간 파일들은 뭐뭐예요?")
    assert together[0].startswith("Add sales and report (")
    assert sorted(line for line in together[1:] if line) == ["report.py", "sales.csv"]
    assert run("Which files were committed together with report.py?") == together


def test_the_top_folders_own_files_counted_on_a_real_folder(tmp_path: Path) -> None:
    for name in ("a.txt", "b.py", ".gitignore"):
        (tmp_path / name).write_text("x\n")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "c.md").write_text("x\n")
    (tmp_path / ".git").mkdir()
    counted = subprocess.run(TOP_FILES_SHOWN, shell=True, cwd=tmp_path, capture_output=True,
                             text=True)  # fmt: skip
    assert counted.stdout.strip() == "2"


def test_an_echo_after_the_look_up_asked_for_is_told_once_more(tmp_path: Path) -> None:
    """fresh19 read-43: told to read the README, the model read it and said the question back
    ("The README describes what this project is for."); told once more, it says what it read —
    and a third echo is replaced by what the read found, never a loop of corrections."""
    (tmp_path / "README.md").write_text("# Bakery\n\nInventory and sales tools for a bakery.\n")
    read = ToolCall(id="c1", name="read_file", arguments={"path": "README.md"})
    echo = "The README describes what this project is for."
    request_ = "How does the README describe what this project is for?"
    agent, backend, _ = make_agent(
        tmp_path,
        [LLMReply(text=echo), LLMReply(tool_calls=[read]), LLMReply(text=echo),
         LLMReply(text="It calls it inventory and sales tools for a bakery.")],
    )  # fmt: skip
    result = asyncio.run(agent.run_turn(request_))
    assert result.answer == "It calls it inventory and sales tools for a bakery."
    assert backend.calls[3]["messages"][-1].content == grounding.CORRECTION_NARRATION
    stubborn, _, _ = make_agent(
        tmp_path,
        [LLMReply(text=echo), LLMReply(tool_calls=[read]), LLMReply(text=echo),
         LLMReply(text=echo)],
    )  # fmt: skip
    third = asyncio.run(stubborn.run_turn(request_))
    assert "Inventory and sales tools for a bakery." in third.answer and third.model_calls == 4


@pytest.mark.parametrize(
    ("request_", "suggested"),
    [
        # fresh19 files-43: what a script needs to run is in its text, not in its output
        ("I'm sending report.py to a colleague. Apart from the script itself, which file from "
         "this folder will it need in order to run?", 'read_file with path "report.py"'),
        ("report.py 실행하려면 어떤 파일이 필요해?", 'read_file with path "report.py"'),
        ("What does report.py depend on?", 'read_file with path "report.py"'),
        # a run asked for is a run
        ("Run report.py and tell me what it prints", "bash with `python3 report.py`"),
        ("report.py 돌려 봐", "bash with `python3 report.py`"),
    ],
)  # fmt: skip
def test_what_a_script_needs_is_read_what_it_prints_is_run(request_: str, suggested: str) -> None:
    need = classify(request_)
    assert need is not None
    assert grounding.suggestions(need, ("bash", "read_file", "list_dir"), request_) == [suggested]


def test_the_commit_that_brought_in_a_section_in_a_real_repo(tmp_path: Path) -> None:
    """fresh20 git-46: "README에 Contact 섹션은 어느 커밋에서 들어간 거야?" ran awk over the README.
    The oldest commit whose diff holds the section's name, in the file said ("README" is
    README.md); a later commit that only edits the section is not it."""
    from jarvis_voice.agent.git_answers import git_command

    def git(*args: str) -> None:
        subprocess.run(["git", "-c", "user.name=Mina", "-c", "user.email=m@example.com", *args],
                       cwd=tmp_path, check=True, capture_output=True)  # fmt: skip

    git("init", "-q", "-b", "main")
    (tmp_path / "README.md").write_text("# Shop\n")
    (tmp_path / "notes.txt").write_text("Contact the baker\n")  # the word, in another file
    git("add", "."), git("commit", "-qm", "Start")
    (tmp_path / "README.md").write_text("# Shop\n\n## Contact\nmina@example.com\n")
    git("commit", "-qam", "Add contact details")
    (tmp_path / "README.md").write_text("# Shop\n\n## Contact\nbakery@example.com\n")
    git("commit", "-qam", "New address")

    def run(request_: str) -> str:
        command = git_command(request_)
        done = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
        return done.stdout.strip()

    assert run("README에 Contact 섹션은 어느 커밋에서 들어간 거야?").startswith(
        "Add contact details ("
    )
    assert run("Which commit added the Contact section to README.md?").startswith(
        "Add contact details ("
    )
    assert "-S" not in git_command("Which commit added sales.csv?")  # a file: its first commit
    assert "-S" not in git_command("Which commit added the most lines?")


def test_the_share_of_the_year_calculated_by_hand_is_read_from_the_clock(tmp_path: Path) -> None:
    """fresh20 script-46: "올해가 벌써 몇 퍼센트나 지나갔는지 파이썬으로 계산해 줄래?" went to
    calculate as "(2023 - 2020) / 2020 * 100"; only this clock knows today."""
    guess = ToolCall(id="c1", name="calculate", arguments={"expression": "(2023-2020)/2020*100"})
    agent, _, _ = make_agent(
        tmp_path, [LLMReply(tool_calls=[guess]), LLMReply(text="0.15% 지났습니다.")],
        language="ko",
    )  # fmt: skip
    request_ = "올해가 벌써 몇 퍼센트나 지나갔는지 파이썬으로 계산해 줄래?"
    result = asyncio.run(agent.run_turn(request_))
    assert [o.call.name for o in result.outcomes] == ["calculate", "system_info"]
    assert result.answer.startswith("올해는 ") and "0.15%" not in result.answer


@pytest.mark.parametrize(
    ("request_", "kinds"),
    [
        ("Our round kitchen table is 120 cm across. What's its area in square meters?",
         ("arithmetic",)),  # fresh20 calc-45: answered with no calculation
        ("A room 4 by 5 meters: what's the perimeter?", ("arithmetic",)),
        ("100미터를 12.5초에 뛰면 시속으로 몇 킬로야?", ("arithmetic",)),
        ("방이 가로 3미터 세로 4미터면 넓이가?", ("arithmetic",)),
        ("show me the first 10 lines of area.txt", ("files", "lines")),  # a file's name
        # a sum the calculator reads from the request (fresh23 calc-51 answered by hand)
        ("Is one 12-inch pizza more pizza than two 8-inch pizzas? By how many square inches?",
         ("arithmetic",)),
        ("키 175에 몸무게 70킬로면 BMI가 어떻게 돼요?", ("arithmetic",)),
        ("My car gets 40 miles per US gallon. What's that in liters per 100 km?",
         ("arithmetic",)),
        ("정가 12만 원짜리 패딩을 8만 4천 원에 샀는데, 몇 퍼센트 할인받은 거야?", ("arithmetic",)),
        ("연비가 리터당 12km면 100km에 몇 리터야?", ("arithmetic",)),
    ],
)  # fmt: skip
def test_a_measure_worked_out_from_numbers_is_arithmetic(
    request_: str, kinds: tuple[str, ...]
) -> None:
    need = classify(request_)
    assert need is not None and need.kinds == kinds


def test_the_commits_that_changed_one_file_in_a_real_repo(tmp_path: Path) -> None:
    """fresh20 git-45: "Which of my commits changed only a single file?" ran `git log
    --name-only` and named the first commit (five files)."""
    from jarvis_voice.agent.git_answers import git_command

    def git(*args: str) -> None:
        subprocess.run(["git", "-c", "user.name=Mina", "-c", "user.email=m@example.com", *args],
                       cwd=tmp_path, check=True, capture_output=True)  # fmt: skip

    git("init", "-q", "-b", "main")
    for name in ("a.txt", "b.txt"):
        (tmp_path / name).write_text("1\n")
    git("add", "."), git("commit", "-qm", "Start")
    (tmp_path / "a.txt").write_text("2\n")
    git("commit", "-qam", "Fix a")
    (tmp_path / "a.txt").write_text("3\n")
    (tmp_path / "b.txt").write_text("3\n")
    git("commit", "-qam", "Both")
    asked = ("Which of my commits changed only a single file?", "파일 하나만 고친 커밋이 뭐야?")
    for request_ in asked:
        command = git_command(request_)
        done = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
        lines = done.stdout.splitlines()
        assert len(lines) == 1 and lines[0].endswith("Fix a - a.txt"), lines


def test_a_git_question_answered_from_other_look_ups_is_asked_of_git(tmp_path: Path) -> None:
    """fresh20 git-46 read the README's section with awk and answered who to contact; the
    question was which commit brought the section in: the loop runs git's answer to it."""
    from jarvis_voice.agent.git_answers import git_command

    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    (tmp_path / "README.md").write_text("# Shop\n\n## Contact\nmina@example.com\n")
    subprocess.run(["git", "add", "."], cwd=tmp_path, check=True)
    subprocess.run(["git", "-c", "user.name=M", "-c", "user.email=m@x", "commit", "-qm",
                    "Add contact details"], cwd=tmp_path, check=True)  # fmt: skip
    request_ = "README에 Contact 섹션은 어느 커밋에서 들어간 거야?"
    agent, _, _ = make_agent(
        tmp_path,
        [
            bash("awk '/Contact/ {p=1} p' README.md"),
            LLMReply(text="문의는 mina@example.com으로 하면 됩니다."),
            lambda messages, tools: LLMReply(
                text="Add contact details 커밋입니다."
                if "Add contact details" in messages[-1].content
                else "?"
            ),
        ],
        language="ko",
        approver=ScriptedApprover(Answer.ALLOW, Answer.ALLOW),
    )
    result = asyncio.run(agent.run_turn(request_))
    assert result.outcomes[-1].call.arguments == {"command": git_command(request_)}
    assert result.answer == "Add contact details 커밋입니다."


@pytest.mark.parametrize(
    ("request_", "found"),
    [
        ("숨김 파일까지 다 쳐서, 내용이 딱 한 줄뿐인 파일이 뭐뭐 있어?",
         ["./.gitignore", "./one.txt"]),
        ("Including hidden files, which files have exactly one line?",
         ["./.gitignore", "./one.txt"]),
        ("list the two-line files", ["./two.txt"]),
        ("3줄짜리 파일 있어?", []),
    ],
)  # fmt: skip
def test_the_files_of_exactly_so_many_lines_on_real_files(
    tmp_path: Path, request_: str, found: list[str]
) -> None:
    """fresh20 files-46: "내용이 딱 한 줄뿐인 파일" listed the folder; "숨김 파일까지" only says
    the hidden ones count too (not a question about hidden files)."""
    (tmp_path / ".gitignore").write_text("logs/\n")
    (tmp_path / "one.txt").write_text("hello\n")
    (tmp_path / "two.txt").write_text("a\nb\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "four.md").write_text("1\n2\n3\n4\n")
    question = grounding._file_question(request_)
    assert question is not None
    done = subprocess.run(question[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert sorted(line.split()[-1] for line in done.stdout.splitlines()) == found


@pytest.mark.parametrize(
    "request_",
    ["I want to back up just the code. Which files in this project are actual programs or "
     "scripts, not notes, docs or data? Look in the subfolders too.",
     "코드 파일만 골라 줘", "이 프로젝트에서 프로그램인 파일 뭐야?", "Show me the source files"],
)  # fmt: skip
def test_the_code_files_on_real_files(tmp_path: Path, request_: str) -> None:
    """fresh24 files-53 listed the top folder: programs and scripts every folder down, by their
    extension or their execute bit; notes, docs and data left out."""
    for name in ("report.py", "notes.txt", "README.md", "sales.csv", "src/app.py",
                 "scripts/check.sh", "bin/tool", ".git/hooks/pre-commit.py"):  # fmt: skip
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x\n")
    (tmp_path / "bin" / "tool").chmod(0o755)
    question = grounding._file_question(request_)
    assert question is not None and question[1] == grounding.CODE_FILES
    done = subprocess.run(question[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    code = ["./bin/tool", "./report.py", "./scripts/check.sh", "./src/app.py"]
    assert done.stdout.split() == code
    assert grounding._file_question("make a script that counts the files") is None


def _sized_files(folder: Path) -> None:
    """Files of 10, 99, 100 and 2,000 bytes, one hidden, one in a subfolder."""
    (folder / ".hidden").write_text("x" * 10)
    (folder / "small.txt").write_text("x" * 99)
    (folder / "mid.md").write_text("x" * 100)
    (folder / "big.log").write_text("x" * 2000)
    (folder / "sub").mkdir()
    (folder / "sub" / "tiny.sh").write_text("#!/bin/sh\n")


@pytest.mark.parametrize(
    ("request_", "found"),
    [
        # fresh24 files-54 globbed *.txt: the files under a size, every folder down
        ("이 프로젝트에서 100바이트도 안 되는 자잘한 파일들 좀 찾아 줘. 하위 폴더까지 보고, 숨김 "
         "파일은 빼고.", ["./sub/tiny.sh", "./small.txt"]),
        ("Which files are smaller than 100 bytes?", ["./.hidden", "./sub/tiny.sh", "./small.txt"]),
        ("Is anything in this project bigger than 1 KB?", ["./big.log"]),
        ("1KB 넘는 파일 뭐뭐 있어?", ["./big.log"]),
        ("100바이트 이상인 파일", ["./big.log", "./mid.md"]),
        ("files of 100 bytes or less", None),  # no bound the pattern reads: no command
        ("Is 2 KB more than 1 KB?", None),  # no files asked about
    ],
)  # fmt: skip
def test_the_files_past_a_size_on_real_files(
    tmp_path: Path, request_: str, found: list[str] | None
) -> None:
    _sized_files(tmp_path)
    question = grounding._file_question(request_)
    if found is None:
        assert question is None or "-size" not in question[1]
        return
    assert question is not None
    done = subprocess.run(question[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert sorted(line.split()[-1] for line in done.stdout.splitlines()) == sorted(found)


@pytest.mark.parametrize(
    ("request_", "lines"),
    [
        # fresh25 files-55 ran `du -sh *`: the files bigger than the one named, down to it
        ("Which of my files take up more space than mid.md does? Anywhere in the project.",
         ["2000 ./big.log", "(100 ./mid.md: the file compared with; the files above are bigger)"]),
        ("small.txt보다 작은 파일 뭐 있어?",
         ["10 ./.hidden", "10 ./sub/tiny.sh",
          "(99 ./small.txt: the file compared with; the files above are smaller)"]),
    ],
)  # fmt: skip
def test_the_files_past_a_file_named_on_real_files(
    tmp_path: Path, request_: str, lines: list[str]
) -> None:
    _sized_files(tmp_path)
    question = grounding._file_question(request_)
    assert question is not None
    done = subprocess.run(question[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert done.stdout.splitlines() == lines


@pytest.mark.parametrize(
    ("request_", "answer", "named"),
    [
        # fresh22 files-49: the find printed the file, the answer named none
        ("Is anything in this project bigger than 1 KB? Check the subfolders too.",
         "There are files in this project that are bigger than 1 KB.", "logs/app.log"),
        ("1KB 넘는 파일 뭐뭐 있어?", "1KB가 넘는 파일이 있어요.", "logs/app.log"),
        ("Is anything in this project bigger than 1 KB?", "Yes: logs/app.log, at 60 KB.", None),
        ("Is anything in this project bigger than 1 KB?", "No, nothing is.", None),
        ("todo.md에 할 일 뭐뭐 있어?", "빵 주문하기가 있어요.", None),  # no question of files
    ],
)  # fmt: skip
def test_an_answer_that_names_none_of_the_files_asked_is_told_which(
    request_: str, answer: str, named: str | None
) -> None:
    done = outcome("bash", "./logs/app.log\n[exit code: 0]", command="find . -type f -size +1k")
    need = classify(request_) or Need(("files",))
    result = check(need, request_, answer, [done], TOOLS, "en")
    if named is None:
        assert result is None
    else:
        assert result is not None and result.correction == f"Say which: the result shows {named}."


def test_the_files_counted_by_extension_on_a_real_folder(tmp_path: Path) -> None:
    for name in ("a.py", "b.py", "src/c.py", "notes.txt", "Makefile", ".gitignore", "x.tar.gz",
                 ".git/config"):  # fmt: skip
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x\n")
    done = subprocess.run(grounding.FILES_BY_EXTENSION, shell=True, cwd=tmp_path,
                          capture_output=True, text=True, check=True)  # fmt: skip
    counts = [line.split() for line in done.stdout.splitlines()]
    assert counts[0] == ["3", "py"]
    assert sorted(map(tuple, counts[1:])) == [("1", "gz"), ("1", "txt"), ("2", "(none)")]


@pytest.mark.parametrize(
    ("request_", "set_up", "answer"),
    [("한 달에 25만 원씩 저금하면 1년 반 뒤엔 얼마 모여?", "100000 * 1.5",
      "1년 반 뒤에는 4,500,000 원이 모입니다."),
     ("정가 12만 원짜리 패딩을 8만 4천 원에 샀는데, 몇 퍼센트 할인받은 거야?", "120000 * 0.3",
      "30% 할인받았습니다."),
     ("My car gets 40 miles per US gallon. What's that in liters per 100 km?",
      "40 / 3.785 * 100", "That is about 5.88 liters per 100 km."),
     ("3시간 20분은 몇 분이야?", "3*20", "200분입니다.")],
)  # fmt: skip
def test_the_calculators_own_reading_said_back_is_kept(
    request_: str, set_up: str, answer: str
) -> None:
    """The calculator answered from the request beside a wrong set-up, and the model said that
    answer: no number of the set-up is checked (100000 for 25만 sent the model back to
    calculate, and the turn ended "could not check")."""
    answered = real_calculation(request_, set_up)
    assert "[" in answered.result.content  # the request's own reading, not the set-up's
    assert verdict(request_, answer, answered) is None
    wrong = verdict(request_, "It comes to 1,056.", answered)
    assert wrong is not None and wrong.reason == "numbers"
    # the answer first, then how it was worked out (session 42: fresh16 calc-38)
    first, how = answered.result.content.splitlines()[:2]
    if first.startswith("answer: "):
        assert wrong.fallback.endswith(f"{first.removeprefix('answer: ')} ({how})")
    else:  # read as written: the line alone, its note left out
        assert wrong.fallback.endswith(first)
    assert "[" not in wrong.fallback


def test_figures_added_up_are_no_change_to_the_table() -> None:
    """fresh24 script-53: "add up units times unit_price for each day in sales.csv, then take
    the median" was answered right from csv_query, then taken for a change never made."""
    request_ = ("Use Python to work out the median of our daily takings: add up units times "
                "unit_price for each day in sales.csv, then take the median across the "
                "days.")  # fmt: skip
    done = outcome(
        "csv_query", "median units*unit_price per date: 183750 (the 6 date totals)",
        path="sales.csv", op="median", column="units*unit_price", group_by="date",
    )  # fmt: skip
    result = verdict(request_, "The median of our daily takings is 183750.", done)
    assert result is None or result.reason != "not_done", result
    assert grounding._ACTION.search("Add a line to notes.txt saying hi")  # still a change
    assert not grounding._ACTION.search("add them up")


def test_a_fallback_from_a_table_preview_shows_the_part_the_request_asked() -> None:
    """fresh24 script-54: the model only said the request back; the preview's first rows were
    the fallback, clipped before the figure asked ("down 39.1 %")."""
    preview = (
        "sales.csv: 12 rows; 5 columns: date, region, product, units, unit_price\nfirst rows:\n"
        + "date=2024-06-01, region=Seoul, product=croissant, units=40, unit_price=3200\n" * 12
        + "for the request (sum of units*unit_price by date):\n"
        "first day 2024-06-01: 189500; last day 2024-06-06: 115400\n"
        "change from the first day to the last: down 74100, down 39.1 %"
    )
    said = grounding.empty_answer_fallback([outcome("csv_query", preview, path="sales.csv")], "ko")
    assert said is not None and "down 39.1 %" in said and "sales.csv: 12 rows" in said
    assert "region=Seoul" not in said


def test_a_fallback_after_one_line_edited_says_it_as_a_sentence() -> None:
    """fresh45 write-95: after the loop changed the name, the model said nothing and the answer
    was "Here is what edit_file returned: edited README.md: replaced 1 occurrence (…)"."""
    result = (
        "edited README.md: replaced 1 occurrence (line 16 changed, now: 'Questions go to Daniel"
        " Kim.'; 16 lines now)"
    )
    edited = outcome("edit_file", result, path="README.md")
    said = grounding.empty_answer_fallback([edited], "en")
    assert said == "Done: line 16 of README.md now reads: Questions go to Daniel Kim."
    said_ko = grounding.empty_answer_fallback([edited], "ko")
    assert said_ko == "README.md의 16번째 줄을 이렇게 고쳤습니다: Questions go to Daniel Kim."
    # more than one place changed: the tool's own words, as before
    two = outcome("edit_file", "edited notes.txt: replaced 2 occurrences (lines 3-4 changed;"
                  " 8 lines now)", path="notes.txt")
    assert "lines 3-4" in (grounding.empty_answer_fallback([two], "en") or "")


def test_the_headings_of_every_markdown_file_counted_in_a_real_folder(tmp_path: Path) -> None:
    """fresh26 count-57: every folder down, .git left out, a '#' inside a line not a heading."""
    (tmp_path / "docs").mkdir()
    (tmp_path / ".git").mkdir()
    (tmp_path / "README.md").write_text("# Shop\n\nSee #42.\n## Layout\n", encoding="utf-8")
    (tmp_path / "docs" / "setup.md").write_text("# Setup\n#not a heading\n", encoding="utf-8")
    (tmp_path / ".git" / "x.md").write_text("# hidden\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("# not markdown\n", encoding="utf-8")
    found = grounding._file_question("How many headings do our Markdown files have in all?")
    assert found is not None
    out = subprocess.run(found[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert out.stdout.splitlines()[-1] == "3 headings", out.stdout


@pytest.mark.parametrize(
    ("request_", "place"),
    [
        # fresh26 read-58 listed the folder (and its "version" asked the machine's Python)
        ("설치 문서 보면 파이썬은 몇 버전 깔라고 돼 있어?", "docs/setup.md"),
        ("What Python version does the setup guide say to install?", "docs/setup.md"),
        ("사용법 문서에 뭐라고 돼 있어?", "docs/usage.md"),
        # no document word, a file named, or a topic with no document here
        ("What Python version is installed here?", None),
        ("docs/usage.md 설치 부분 보여 줘", None),
        ("What does the changelog document say?", None),
    ],
)
def test_a_document_named_by_its_topic_is_the_one_read(
    tmp_path: Path, request_: str, place: str | None
) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "setup.md").write_text("# Setup\n\nInstall Python 3.11.\n", "utf-8")
    (tmp_path / "docs" / "usage.md").write_text("# Usage\n\nRun report.py.\n", "utf-8")
    need = grounding.classify(request_, tmp_path)
    got = need.place if need else None
    assert got == place if place else got in (None, "docs/usage.md"), need
    if place:
        calls = grounding.suggested_calls(need, ("read_file", "bash", "list_dir"), request_)
        assert calls[0] == ("read_file", f'read_file with path "{place}"')


def test_the_smallest_file_of_the_subfolders_answered_from_a_glob_is_looked_up() -> None:
    """fresh26 files-58: a glob of *.py names shows no sizes; the find of the files below the
    top folder, by size, is made."""
    request_ = (
        "하위 폴더 안에 들어 있는 파일 중에서 용량이 제일 작은 게 뭐야? "
        "맨 위 폴더에 있는 파일은 빼고."
    )
    glob = outcome("glob", "src/app.py\nsrc/utils.py", pattern="**/*.py")
    found = verdict(request_, "src/utils.py, src/app.py가 가장 작은 파일입니다.", glob)
    assert found is not None and found.reason == "wrong_command"
    assert found.call == (
        "bash",
        {"command": "find . -mindepth 2 -type f -not -path './.git/*' -printf '%s %p\\n' | "
         "sort -n | head -5"},
    )  # fmt: skip
    sized = outcome("bash", "48 ./docs/usage.md\n[exit code: 0]",
                    command=found.call[1]["command"])  # fmt: skip
    assert verdict(request_, "docs/usage.md (48 bytes)", glob, sized) is None


@pytest.mark.parametrize(
    "request_",
    [
        "Which product had the smallest sale?",
        "가장 큰 매출이 난 날은?",
        "제일 작은 판매 건이 뭐야?",
    ],
)
def test_a_tables_biggest_or_smallest_is_not_a_files_size(request_: str) -> None:
    """Session 43's review: the size entries read "가장 큰 매출" as the biggest file."""
    assert grounding._file_question(request_) is None
    assert grounding._file_question("What is the smallest file here?") is not None


@pytest.mark.parametrize(
    "request_",
    [
        "docs 폴더에 설치 가이드 만들어 줘",
        "When should I install the update, according to my notes?",
    ],
)
def test_a_document_is_not_read_for_a_change_or_the_users_notes(
    tmp_path: Path, request_: str
) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "setup.md").write_text("# Setup\n", "utf-8")
    need = grounding.classify(request_, tmp_path)
    assert need is None or need.place != "docs/setup.md", need


@pytest.mark.parametrize(
    ("request_", "totals"),
    [
        # fresh27 files-59 sized the one log (the logs folder was read as "the log")
        ("Leaving out .git and the logs folder, which folder holds the most data? Add up the "
         "sizes of the files in each one and tell me the total in bytes.",
         ["3 my docs", "12 notes", "30 src"]),
        ("logs 폴더는 빼고 어느 폴더가 용량이 제일 커?", ["3 my docs", "12 notes", "30 src"]),
        ("Which folder takes up the most space?", ["3 my docs", "12 notes", "30 src", "500 logs"]),
    ],
)  # fmt: skip
def test_every_folder_s_files_added_up(
    tmp_path: Path, request_: str, totals: list[str]
) -> None:
    for name, size in (("top.txt", 900), ("src/a.py", 10), ("src/lib/b.py", 20),
                       ("notes/n.md", 7), ("notes/my list.md", 5), ("my docs/a.md", 3),
                       ("logs/app.log", 500), (".git/HEAD", 999)):  # fmt: skip
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x" * size)
    need = grounding.classify(request_, tmp_path)
    assert need is not None and need.place is None and "git" not in need.kinds
    command = grounding._table_command(request_, need)
    assert command is not None
    ran = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert ran.stdout.splitlines() == totals  # biggest last; the top folder's files in none


def test_a_folder_size_from_du_is_not_the_files_bytes() -> None:
    """fresh29 files-64 took `du -sh`'s blocks (its "--max-depth" even failed) and said "1.2 GB":
    du counts blocks and the folders' own entries, the files' bytes added up show it."""
    for request_ in ("하위 폴더별로 안에 든 파일 용량을 다 더하면 어느 폴더가 제일 작아? 몇 "
                     "바이트인지도 알려 줘. .git 폴더는 빼고.",
                     "Which folder is the smallest if you add up the sizes of its files?"):
        du = outcome("bash", "4.0K\t./scripts", command="du -sh --max-depth=1 . | sort -h")
        assert grounding._file_question_unseen(request_, [du]) == grounding.FOLDERS_BY_SIZE
        summed = outcome("bash", "72 scripts", command=grounding.FOLDERS_BY_SIZE)
        assert grounding._file_question_unseen(request_, [summed]) is None


@pytest.mark.parametrize(
    ("request_", "totals"),
    [
        # fresh29 files-63 counted the files of each kind and called the counts bytes
        ("Leaving the log out, which type of file takes up the most space here if you add up "
         "the sizes by file extension? How many bytes do they come to?",
         ["3 bytes: (none) (1 files)", "12 bytes: .md (2 files)", "30 bytes: .py (2 files)",
          "(left out: *.log)"]),
        ("로그 파일은 빼고 확장자별로 용량을 합치면 어떤 종류가 제일 커?",
         ["3 bytes: (none) (1 files)", "12 bytes: .md (2 files)", "30 bytes: .py (2 files)",
          "(left out: *.log)"]),
        ("Which file types take up the most space, apart from the Markdown files?",
         ["3 bytes: (none) (1 files)", "30 bytes: .py (2 files)", "500 bytes: .log (1 files)",
          "(left out: *.md)"]),
        ("What kinds of files use the most bytes?",
         ["3 bytes: (none) (1 files)", "12 bytes: .md (2 files)", "30 bytes: .py (2 files)",
          "500 bytes: .log (1 files)"]),
    ],
)  # fmt: skip
def test_every_kind_of_files_bytes_added_up(
    tmp_path: Path, request_: str, totals: list[str]
) -> None:
    for name, size in (("a.py", 10), ("src/b.py", 20), ("notes.md", 7), ("docs/x.md", 5),
                       ("logs/app.log", 500), (".git/HEAD", 999), ("Makefile", 3)):  # fmt: skip
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x" * size)
    entry = grounding._file_question(request_)
    assert entry is not None
    ran = subprocess.run(entry[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert ran.stdout.splitlines() == totals  # biggest last
    counted = outcome("bash", "4 md\n3 py", command=grounding.FILES_BY_EXTENSION)
    assert grounding._file_question_unseen(request_, [counted]) == entry[1]


def _small_project(root: Path) -> None:
    for name, text in (("a.py", "x = 1  # one\n"), ("src/b.py", "def f():\n    return 2\n"),
                       ("notes.md", "buy milk and eggs today\n"), (".gitignore", "*.pyc\n"),
                       ("logs/app.log", "INFO a b c d e f g h i j k\n" * 3),
                       (".git/HEAD", "ref: refs/heads/main and more words here\n")):  # fmt: skip
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)


@pytest.mark.parametrize(
    ("request_", "total"),
    [
        # fresh30 files-65 ran `du -sh` and `ls -l` on the log and answered the log's size
        ("Leaving out the log and the .git folder, how many bytes do all the other files here "
         "add up to?", 13 + 22 + 24 + 6),
        ("로그는 빼고 나머지 파일 용량을 다 합치면 몇 바이트야?", 13 + 22 + 24 + 6),
        ("What's the total size of all the files here, not counting hidden files?",
         13 + 22 + 24 + 81),
        ("How many bytes do the files take up altogether?", 13 + 22 + 24 + 6 + 81),
        ("Except the Python files, what do the files add up to in bytes?", 24 + 6 + 81),
    ],
)  # fmt: skip
def test_every_files_bytes_added_up_a_kind_left_out(
    tmp_path: Path, request_: str, total: int
) -> None:
    _small_project(tmp_path)
    entry = grounding._file_question(request_)
    assert entry is not None
    ran = subprocess.run(entry[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert f"\n{total} total\n" in ran.stdout
    du = outcome("bash", "56", command="du -sh ./* | grep -v log | awk '{t += $1} END {print t}'")
    assert grounding._file_question_unseen(request_, [du]) == entry[1]
    summed = outcome("bash", ran.stdout, command=entry[1])
    assert grounding._file_question_unseen(request_, [summed]) is None
    # the log's own size said after the sum is sent back to the total, the sum's result shown
    log = outcome("bash", "-rw-r--r-- 1 u u 81 Dec 7 logs/app.log", command="ls -l logs/app.log")
    found = verdict(request_, "The size of logs/app.log is 81 bytes.", summed, log)
    assert found is not None and f"says {total} in total" in found.correction
    assert f"{total} total" in found.fallback


@pytest.mark.parametrize(
    ("request_", "mean"),
    [
        # fresh31 files-67 ran `du -sh --max-depth=1 .`, which failed
        ("Leaving the log out, what's the average size of a file in this project, in bytes? "
         "Include the files in subfolders, but not .git.", "65 bytes over 4 files: 16.25"),
        ("로그 파일은 빼고 파일 하나 평균 용량이 몇 바이트야?", "65 bytes over 4 files: 16.25"),
        ("On average, how many bytes is a file here?", "146 bytes over 5 files: 29.20"),
    ],
)  # fmt: skip
def test_the_files_mean_size_a_kind_left_out(tmp_path: Path, request_: str, mean: str) -> None:
    _small_project(tmp_path)
    entry = grounding._file_question(request_)
    assert entry is not None and entry[1].startswith(grounding.FILES_MEAN_SIZE.split(" -printf")[0])
    ran = subprocess.run(entry[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert f"{mean} bytes a file on average" in ran.stdout
    du = outcome("bash", "du: warning", command="du -sh --max-depth=1 .", error=True)
    assert grounding._file_question_unseen(request_, [du]) == entry[1]
    assert grounding._file_question_unseen(request_, [outcome("bash", ran.stdout,
                                                              command=entry[1])]) is None
    # no mean asked: not this command
    for other in ("What's the average unit price in sales.csv?", "How big are the files in total?"):
        found = grounding._file_question(other)
        assert found is None or "on average" not in found[1]


@pytest.mark.parametrize(
    "request_",
    ["What's in the docs folder, and how big is each file in bytes?",
     "파일마다 크기가 몇 바이트야?", "What is the biggest file?", "Add up the sales in sales.csv",
     "How many bytes is notes.md?", "Which folder is the smallest if you add up its files' sizes?"],
)  # fmt: skip
def test_no_total_of_every_files_bytes_unasked(request_: str) -> None:
    entry = grounding._file_question(request_)
    assert entry is None or entry[1] != grounding.FILES_TOTAL_SIZE


@pytest.mark.parametrize(
    ("request_", "first"),
    [
        # fresh30 files-66 grepped the log and listed the folder
        ("로그 파일은 빼고, 하위 폴더까지 다 봐서 단어가 제일 많이 들어 있는 파일이 뭐야? 몇 "
         "단어인지도 알려 줘.", "5 ./notes.md"),
        ("Which file has the most words?", "36 ./logs/app.log"),
        ("Not counting the logs, which file has the fewest words?", "1 ./.gitignore"),
        ("단어 수가 제일 적은 파일은?", "1 ./.gitignore"),
    ],
)  # fmt: skip
def test_the_file_with_the_most_or_fewest_words(tmp_path: Path, request_: str, first: str) -> None:
    _small_project(tmp_path)
    entry = grounding._file_question(request_)
    assert entry is not None
    ran = subprocess.run(entry[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert ran.stdout.split("\n")[0].strip() == first
    assert "total" not in ran.stdout and ".git/" not in ran.stdout
    listed = outcome("list_dir", "notes.md\nlogs/", path=".")
    assert grounding._file_question_unseen(request_, [listed]) == entry[1]
    counted = outcome("bash", ran.stdout, command=entry[1])
    assert grounding._file_question_unseen(request_, [counted]) is None


def test_words_of_a_named_file_are_no_question_of_every_file() -> None:
    assert grounding._file_question("How many words are in notes.txt?") is None
    assert grounding._file_question("What does the word 'stock' mean here?") is None


def test_files_counted_by_kind_are_not_sized() -> None:
    entry = grounding._file_question("확장자로 치면 어떤 파일 종류가 제일 많아? 몇 개야?")
    assert entry is not None and entry[1] == grounding.FILES_BY_EXTENSION


def test_a_folder_left_out_is_left_out_of_the_file_questions_and_the_log_is_not_a_folder(
    tmp_path: Path,
) -> None:
    command = grounding._without_folders(grounding.FILES_BY_SIZE, "Without the docs and logs "
                                         "folders, what are the biggest files?")  # fmt: skip
    assert "-not -path './docs/*' -not -path './logs/*'" in command
    assert grounding._without_folders(grounding.FILES_BY_SIZE, "biggest files?") == (
        grounding.FILES_BY_SIZE)  # fmt: skip
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "app.log").write_text("INFO start\n")
    from jarvis_voice.agent.own_data import the_log

    assert the_log("How many errors are in the logs?", tmp_path) == "logs/app.log"
    for not_the_log in ("What is in the logs folder?", "로그 폴더 안에 뭐 있어?", "show git log"):
        assert the_log(not_the_log, tmp_path) is None


@pytest.mark.parametrize(
    ("request_", "listed"),
    [
        # fresh27 files-60 listed the top folder with ls -l
        ("파이썬 파일들 용량 큰 것부터 순서대로 쭉 나열해 줄래? 하위 폴더에 있는 것도 빼먹지 말고.",
         ["30 ./src/lib/b.py", "20 ./a.py", "10 ./src/c.py"]),
        ("List the Python files from smallest to biggest.",
         ["10 ./src/c.py", "20 ./a.py", "30 ./src/lib/b.py"]),
        ("Show me the markdown files sorted by size, largest first",
         ["50 ./docs/x.md", "5 ./r.md"]),
    ],
)  # fmt: skip
def test_files_of_a_kind_listed_in_the_size_order_asked(
    tmp_path: Path, request_: str, listed: list[str]
) -> None:
    for name, size in (("a.py", 20), ("src/c.py", 10), ("src/lib/b.py", 30), ("r.md", 5),
                       ("docs/x.md", 50), ("big.log", 900)):  # fmt: skip
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x" * size)
    need = grounding.classify(request_, tmp_path)
    assert need is not None
    command = grounding._table_command(request_, need)
    assert command is not None
    ran = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert ran.stdout.splitlines() == listed
    listing = outcome("bash", "total 40\n-rw-r--r-- 1 u u 20 a.py", command="ls -l .")
    found = grounding.check(need, request_, "a.py", [listing], TOOLS, "ko")
    assert found is not None and found.call == ("bash", {"command": command})


@pytest.mark.parametrize(
    ("request_", "file_renamed"),
    [
        # fresh27 write-59: told to mv src/utils.py, the model did
        ("Please rename the price_with_tax function in src/utils.py to add_tax.", False),
        ("src/utils.py에서 price_with_tax 함수 이름을 add_tax로 바꿔 줘", False),
        ("Rename the units column of sales.csv to qty", False),
        ("Rename draft.txt to summer-menu.txt", True),
        ("draft.txt 이름을 menu.txt로 바꿔 줘", True),
    ],
)
def test_a_name_inside_a_file_renamed_is_no_file_to_move(request_: str, file_renamed: bool) -> None:
    edited = outcome("edit_file", "edited src/utils.py", path="src/utils.py",
                     old_string="price_with_tax", new_string="add_tax")  # fmt: skip
    need = classify(request_) or grounding.Need(("files",))
    found = grounding.check(need, request_, "Done.", [edited], (*TOOLS, "edit_file"), "en")
    told_to_move = found is not None and "mv" in found.correction
    assert told_to_move is file_renamed


def test_a_file_s_mode_in_git_and_its_last_change_with_the_commit_in_a_real_repo(
    tmp_path: Path,
) -> None:
    """fresh27 git-60 ran `chmod +x` for "is the execute permission stored in git?"; git-59 was
    shown the date of README.md's last change without its commit."""
    from jarvis_voice.agent.git_answers import git_command

    def git(*args: str, when: str = "2024-06-01T09:00:00") -> None:
        env = {**os.environ, "GIT_AUTHOR_DATE": when, "GIT_COMMITTER_DATE": when}
        subprocess.run(["git", "-c", "user.name=Mina", "-c", "user.email=m@example.com", *args],
                       cwd=tmp_path, check=True, capture_output=True, env=env)  # fmt: skip

    git("init", "-q", "-b", "main")
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "check.sh").write_text("#!/bin/sh\necho ok\n")
    (tmp_path / "scripts" / "check.sh").chmod(0o755)
    (tmp_path / "README.md").write_text("# Bakery\n")
    git("add", "."), git("commit", "-qm", "Initial commit")
    (tmp_path / "notes.txt").write_text("x\n")
    git("add", "."), git("commit", "-qm", "Add notes", when="2024-06-04T12:00:00")

    def run(request_: str) -> str:
        command = git_command(request_)
        done = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
        return done.stdout.strip()

    for asked in ("scripts/check.sh를 누가 clone 받아도 바로 실행할 수 있게 git에 실행 권한까지 "
                  "저장돼 있어? git에 기록된 파일 모드로 확인해 줘.",
                  "Is check.sh stored as executable in git?"):  # fmt: skip
        assert run(asked).startswith("100755 ") and run(asked).endswith("scripts/check.sh")
    (tmp_path / "scripts" / "check.sh").chmod(0o644)  # the working copy's mode is not git's
    assert run("What file mode does git keep for scripts/check.sh?").startswith("100755 ")
    last = run("According to git, when was README.md last changed, and in which commit?")
    assert "Initial commit" in last and "Jun 1" in last and "Add notes" not in last
    need = classify("According to git, when was README.md last changed, and in which commit?")
    assert need is not None
    dated = outcome("bash", "Sat Jun 1 09:00:00 2024 +0000",
                    command="git log -1 --format=%cd -- README.md")  # fmt: skip
    found = grounding.check(need, "According to git, when was README.md last changed, and in "
                            "which commit?", "Jun 1 2024", [dated], TOOLS, "en")  # fmt: skip
    assert found is not None and found.call is not None and "%h %s" in found.call[1]["command"]


@pytest.mark.parametrize(
    ("answer", "told"),
    [
        # fresh27 count-59 listed them without their number
        ("The products we sell that are cheaper than a baguette are bagel, muffin, and croissant.",
         True),
        ("Three of them: bagel, muffin and croissant.", False),
        ("3 products: bagel, muffin, croissant.", False),
        ("None of them.", False),
    ],
)  # fmt: skip
def test_a_how_many_question_answered_without_its_number_is_told_to_say_it(
    answer: str, told: bool
) -> None:
    request_ = "How many of the products we sell are cheaper than a baguette?"
    shown = outcome("csv_query", "product cheaper than baguette (unit_price 4100): bagel 2500, "
                    "muffin 2800, croissant 3200 — 3 of 5", path="sales.csv")  # fmt: skip
    need = grounding.Need(("files",), place="sales.csv")
    found = grounding.check(need, request_, answer, [shown], (*TOOLS, "csv_query"), "en")
    assert (found is not None and found.reason == "numbers") is told, found
    korean = grounding.check(need, "바게트보다 싼 제품이 몇 개야?", "베이글, 머핀, 크루아상이에요.",
                             [shown], (*TOOLS, "csv_query"), "ko")  # fmt: skip
    assert korean is not None and korean.reason == "numbers"


@pytest.mark.parametrize(
    ("request_", "command", "refused"),
    [
        # fresh27 git-60 ran chmod +x for a question about the mode git keeps
        ("scripts/check.sh를 누가 clone 받아도 바로 실행할 수 있게 git에 실행 권한까지 저장돼 "
         "있어? git에 기록된 파일 모드로 확인해 줘.", "chmod +x scripts/check.sh", True),
        ("Is report.py still in the repo?", "rm report.py", True),
        ("Is the app still running?", "pkill -f app.py", True),
        # a look, a change asked, a script made to answer: not this
        ("Is check.sh executable?", "ls -l check.sh", False),
        ("Is check.sh executable? If not, make it executable.", "chmod +x check.sh", False),
        ("Can you delete draft.txt?", "rm draft.txt", False),
        ("Use Python to work out the average of units in sales.csv?",
         "cat > avg.py <<'EOF'\nprint(1)\nEOF\npython3 avg.py", False),
    ],
)  # fmt: skip
def test_a_question_is_not_answered_by_a_command_that_changes_things(
    tmp_path: Path, request_: str, command: str, refused: bool
) -> None:
    why = grounding.unasked(request_, "bash", {"command": command}, tmp_path)
    assert (why == grounding.NOT_ASKED_TO_CHANGE) is refused, why
    need = classify(request_)
    assert (need is not None and "git" in need.kinds) or "git" not in request_


@pytest.mark.parametrize(
    ("request_", "answer", "told"),
    [
        # fresh27 read-60 said the units and not the day
        ("sales.csv 보면 인천에서 크루아상 판 기록이 있을 텐데, 그거 며칠에 몇 개 팔았던 거예요?",
         "인천에서 크루아상 판 기록이 22개 팔렸습니다.", True),
        ("sales.csv 보면 인천에서 크루아상 판 기록이 있을 텐데, 그거 며칠에 몇 개 팔았던 거예요?",
         "6월 6일에 22개 팔았어요.", False),
        ("When did Incheon sell croissants?", "On 2024-06-06, 22 of them.", False),
        ("When did Incheon sell croissants?", "Incheon sold 22 croissants.", True),
        ("How many days are left in June?", "24.", False),  # a count of days, not a day
        ("하루 매출이 15만 원 넘은 날이 며칠이나 돼?", "이틀이에요.", False),
    ],
)  # fmt: skip
def test_a_question_of_which_day_answered_without_the_day_is_told_to_say_it(
    request_: str, answer: str, told: bool
) -> None:
    shown = outcome("csv_query", "sum of units: 22\nrow: date=2024-06-06, region=Incheon, "
                    "product=croissant, units=22, unit_price=3200", path="sales.csv")  # fmt: skip
    need = grounding.Need(("files",), place="sales.csv")
    found = grounding.check(need, request_, answer, [shown], (*TOOLS, "csv_query"), "ko")
    assert (found is not None and found.reason == "numbers") is told, found


def test_a_question_about_git_s_mode_is_no_change_and_a_commit_s_day_is_said() -> None:
    """fresh27 git-60 (after its chmod was refused) was answered "not done: no call made the
    change" — 「저장돼 있어? … 확인해 줘」 read as a change; git-59 named README.md's commit
    without the day git printed."""
    request_ = ("scripts/check.sh를 누가 clone 받아도 바로 실행할 수 있게 git에 실행 권한까지 "
                "저장돼 있어? git에 기록된 파일 모드로 확인해 줘.")  # fmt: skip
    read = outcome("read_file", "#!/bin/sh\necho ok", path="scripts/check.sh")
    need = classify(request_)
    assert need is not None
    found = grounding.check(need, request_, "확인했어요.", [read], TOOLS, "ko")
    assert found is not None and found.reason != "not_done"
    assert found.call is not None and "ls-files -s" in found.call[1]["command"]
    asked = "According to git, when was README.md last changed, and in which commit?"
    git = outcome("bash", "Sat Jun 1 09:00:00 2024 +0000 bd2d8ea Initial commit",
                  command="git log -1 --format='%cd %h %s' -- README.md")  # fmt: skip
    said = grounding.check(classify(asked) or grounding.Need(("git",)), asked,
                           "It is the commit “Initial commit (bd2d8ea)”.", [git], TOOLS, "en")
    assert said is not None and said.reason == "numbers"


def test_a_day_s_commits_and_a_committed_to_do_list_in_a_real_repo(tmp_path: Path) -> None:
    """fresh28 git-61 ran `git log --since=2024-06-03 --until=2024-06-03` (git reads a bare
    date as that day at this hour: a window of no time) and said nothing was committed; git-62
    counted the working copy's to-do items, not the committed file's."""
    from jarvis_voice.agent.git_answers import git_command

    def git(*args: str, day: str = "2024-06-02T09:00:00") -> str:
        done = subprocess.run(
            ["git", "-c", "user.name=Mina", "-c", "user.email=m@example.com", *args],
            cwd=tmp_path, check=True, capture_output=True, text=True,
            env={**os.environ, "GIT_AUTHOR_DATE": day, "GIT_COMMITTER_DATE": day},
        )  # fmt: skip
        return done.stdout

    git("init", "-q", "-b", "main")
    (tmp_path / "todo.md").write_text("# TODO\n- [ ] tests\n- [x] README\n")
    git("add", "."), git("commit", "-qm", "Start")
    for name in ("app.py", "check.sh"):
        (tmp_path / name).write_text("x\n")
    git("add", "."), git("commit", "-qm", "Add app code", day="2024-06-03T23:30:00")
    (tmp_path / "todo.md").write_text("# TODO\n- [ ] tests\n- [x] README\n- [ ] flour\n")

    def run(request_: str) -> list[str]:
        done = subprocess.run(git_command(request_), shell=True, cwd=tmp_path,
                              capture_output=True, text=True)  # fmt: skip
        return done.stdout.splitlines()

    day = run("What did I commit on June 3, 2024? Which files went in?")
    assert [line.split(" ", 2)[0::2] for line in day[:1]] == [["2024-06-03", "Add app code"]]
    assert day[1:] == [
        "app.py", "check.sh"]  # fmt: skip
    assert run("2024년 6월 3일에 커밋한 게 뭐야?") == day
    assert run("6월 3일에 뭐 커밋했어?") == day  # no year said: that day of any year
    assert run("What did I commit on June 4, 2024?") == []
    assert "--date=short" not in git_command("How many commits since June 1?")  # a span
    empty = outcome("bash", "", command="git log --oneline --since=2024-06-03 --until=2024-06-03")
    asked = "What did I commit on June 3, 2024? Which files went in?"
    found = verdict(asked, "You did not commit anything on June 3, 2024.", empty)
    assert found is not None and found.call == ("bash", {"command": git_command(asked)})
    items = ("마지막으로 커밋된 todo.md에는 할 일이 몇 개 들어 있어? 지금 파일 말고 커밋된 거 "
             "기준으로.")
    assert run(items) == ["2"]  # the working copy has 3
    assert run("How many items does the committed version of todo.md have?") == ["2"]
    grep = outcome("bash", "- [x] README\n", command="grep -F '[x]' todo.md")
    found = verdict(items, "1개입니다.", grep)
    assert found is not None and found.call == ("bash", {"command": git_command(items)})


_NO_MATCH = "no matches for '기차표 예매' in notes.txt; the files may be written in English"


@pytest.mark.parametrize(
    "request_",
    [
        # fresh29 read-64 grepped the Korean words in an English file and said there was none
        "notes.txt에 기차표 예매하라는 메모가 몇 번째 줄에 적혀 있어?",
        "todo.md에서 우유 사라는 항목은 어느 줄이야?",
        "Which line of notes.txt is the note about booking the train on?",
    ],
)
def test_which_line_a_note_is_on_is_read_with_its_numbers(request_: str) -> None:
    name = grounding._named_files(request_)[0]
    missed = outcome("grep", _NO_MATCH, pattern="기차표 예매", path=name)
    found = verdict(request_, "없어요.", missed)
    assert found is not None and found.call == ("bash", {"command": f"cat -n {name}"})
    # a grep that found the line, or a numbered read, shows it
    hit = outcome("grep", f"{name}:5: Book train tickets", pattern="train", path=name)
    assert grounding._numbered_lines_unseen(request_, [hit]) is None
    numbered = outcome("bash", "     5\tBook train tickets", command=f"cat -n {name}")
    assert grounding._numbered_lines_unseen(request_, [numbered]) is None


@pytest.mark.parametrize(
    "request_",
    [
        "notes.txt 몇 줄이야?",  # its count, not a line's place
        "notes.txt 세 번째 줄을 지워 줘",  # a change
        "기차표 예매 메모가 몇 번째 줄에 있어? notes.txt랑 todo.md 둘 다 봐 줘",  # two files
    ],
)
def test_no_numbered_lines_when_no_lines_place_is_asked(request_: str) -> None:
    missed = outcome("grep", _NO_MATCH, pattern="기차표", path="notes.txt")
    assert grounding._numbered_lines_unseen(request_, [missed]) is None


def test_each_commit_s_files_counted_and_the_longest_message_in_a_real_repo(
    tmp_path: Path,
) -> None:
    """fresh29 git-63 ran `git diff --stat` (the uncommitted changes) for how many files each
    commit changed; git-64 ran `git log -1` for the longest commit message."""
    from jarvis_voice.agent.git_answers import git_command

    def git(*args: str) -> None:
        subprocess.run(["git", "-c", "user.name=Mina", "-c", "user.email=m@example.com", *args],
                       cwd=tmp_path, check=True, capture_output=True)  # fmt: skip

    git("init", "-q", "-b", "main")
    (tmp_path / "README.md").write_text("hi\n")
    git("add", "."), git("commit", "-qm", "Start")
    for name in ("app.py", "check.sh", "메모.txt"):
        (tmp_path / name).write_text("x\n")
    git("add", "."), git("commit", "-qm", "Add the app code with its check script")
    (tmp_path / "app.py").write_text("y\n")
    git("commit", "-qam", "Fix app")

    def run(request_: str) -> list[str]:
        done = subprocess.run(git_command(request_), shell=True, cwd=tmp_path,
                              capture_output=True, text=True)  # fmt: skip
        return [line.split(" ", 1)[1] for line in done.stdout.splitlines()]  # no hash

    each = run("Go through my commits and tell me how many files each one changed.")
    assert each == ["Fix app changed 1 file",
                    "Add the app code with its check script changed 3 files",
                    "Start changed 1 file"]  # fmt: skip
    assert run("커밋마다 파일이 몇 개씩 바뀌었어?") == each
    assert run("Which commit touched the most files?") == each
    assert "--name-only" not in git_command("How many files did the last commit change?")
    assert "awk" not in git_command("How many commits changed each file?")
    diff = outcome("bash", " app.py | 2 +-\n", command="git diff --stat")
    asked = "Go through my commits and tell me how many files each one changed."
    found = verdict(asked, "Only app.py changed: 1 file.", diff)
    assert found is not None and found.call == ("bash", {"command": git_command(asked)})

    def measured(request_: str) -> list[str]:
        done = subprocess.run(git_command(request_), shell=True, cwd=tmp_path,
                              capture_output=True, text=True)  # fmt: skip
        return done.stdout.splitlines()

    longest = measured("지금까지 쓴 커밋 메시지 중에 제일 긴 게 뭐야?")
    assert longest == [
        "the longest commit message: Add the app code with its check script (38 characters)"]
    assert measured("Which of my commit messages is the longest?") == longest
    assert measured("What's my shortest commit message?") == [
        "the shortest commit message: Start (5 characters)"]
    assert "python3" not in git_command("What was my last commit message?")
    last = outcome("bash", "Fix app\n", command="git log -1 --format=%s")
    asked = "지금까지 쓴 커밋 메시지 중에 제일 긴 게 뭐야?"
    found = verdict(asked, "제일 긴 커밋 메시지는 'Fix app'입니다.", last)
    assert found is not None and found.call == ("bash", {"command": git_command(asked)})


def test_an_answer_that_drops_the_commit_messages_is_told_to_name_them() -> None:
    """fresh29 git-63 answered "1 file, 5 files, 4 files, and 2 files"; git-64 wrote the longest
    message as "Add sales data andreport스크립트" — beside git's own lines naming them."""
    each = outcome("bash", "a1b2c3d: Fix app changed 1 file\nb2c3d4e: Start changed 2 files\n",
                   command="git log --name-only --format='@%h: %s' | awk '…'")  # fmt: skip
    asked = "Go through my commits and tell me how many files each one changed."
    found = verdict(asked, "1 file and 2 files.", each)
    assert found is not None and found.reason == "numbers"
    assert "Fix app; Start" in found.correction
    assert verdict(asked, "Fix app changed 1 file; Start changed 2 files.", each) is None
    from jarvis_voice.agent.git_answers import git_command

    asked = "지금까지 쓴 커밋 메시지 중에 제일 긴 게 뭐야?"
    longest = outcome("bash", "the longest commit message: Add sales data and report script "
                      "(35 characters)\n", command=git_command(asked))  # fmt: skip
    need = classify(asked)
    assert need is not None
    found = check(need, asked, "제일 긴 건 Add sales data andreport스크립트입니다.", [longest],
                  TOOLS, "ko")  # fmt: skip
    assert found is not None and "Add sales data and report script" in found.correction
    said = "제일 긴 커밋 메시지는 'Add sales data and report script'입니다."
    assert check(need, asked, said, [longest], TOOLS, "ko") is None


@pytest.mark.parametrize(
    ("request_", "first"),
    [
        # fresh31 files-68 was given every file's lines, the CSV's and the notes' too
        ("하위 폴더까지 다 봐서, 파이썬 파일 중에 줄 수가 제일 적은 게 뭐야? 몇 줄인지도 알려 줘.",
         ["2 lines: ./src/utils.py", "(the fewest lines of 2 files)"]),
        ("Which Python file has the fewest lines?",
         ["2 lines: ./src/utils.py", "(the fewest lines of 2 files)"]),
        ("Which Markdown file has the most lines?",
         ["1 lines: ./docs/a.md", "(the most lines of 1 files)"]),
        ("파이썬 파일 중에 제일 긴 파일이 뭐야?",
         ["3 lines: ./report.py", "(the most lines of 2 files)"]),
        # two kinds, or none: every file (ties all said)
        ("Which Python or Markdown file has the fewest lines?",
         ["1 lines: ./docs/a.md", "(the fewest lines of 4 files)"]),
        # a kind left out is left out, and said (fresh33 files-72 named the log left out)
        ("파이썬 파일은 빼고 줄 수가 제일 적은 파일이 뭐야?",
         ["1 lines: ./docs/a.md", "(the fewest lines of 2 files)", "(left out: *.py)"]),
        ("Which file has the most lines?",
         ["3 lines: ./sales.csv", "3 lines: ./report.py", "(the most lines of 4 files)"]),
    ],
)  # fmt: skip
def test_the_files_lines_of_the_one_kind_asked(
    tmp_path: Path, request_: str, first: list[str]
) -> None:
    for name, text in (("src/utils.py", "def f():\n    return 1\n"), ("report.py", "a\nb\nc\n"),
                       ("docs/a.md", "# A\n"), ("sales.csv", "a,b\n1,2\n3,4\n")):  # fmt: skip
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    entry = grounding._file_question(request_)
    assert entry is not None
    ran = subprocess.run(entry[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    lines = ran.stdout.splitlines()
    assert sorted(lines[:-1]) == sorted(first[:-1]) and lines[-1] == first[-1]
    # not a count of lines past a number, nor of exactly so many: their own filters
    assert "== m" not in grounding._file_question("Which files have more than 2 lines?")[1]


def test_tracked_files_in_subfolders_answered_from_a_find_are_sent_back() -> None:
    """fresh31 git-67 ran git's split listing, then `find . -maxdepth 1 -type f | wc -l`, and
    answered its 7: sent back with the listing's line, the listing the fallback."""
    request_ = "How many of the files git tracks live in a subfolder rather than at the top level?"
    line = "5 tracked files in subfolders, 6 at the top level"
    listing = outcome("bash", f"docs/usage.md\n{line}\n",
                      command="git -c core.quotePath=false ls-files | awk '…'")
    find = outcome("bash", "7\n[exit code: 0]", command="find . -maxdepth 1 -type f | wc -l")
    found = verdict(request_, "There are 7 files in a subfolder.", listing, find)
    assert found is not None and line in found.correction
    assert line in found.fallback and "\n7\n" not in found.fallback
    assert verdict(request_, "5 of the tracked files are in subfolders.", listing, find) is None


@pytest.mark.parametrize(
    ("request_", "place"),
    [
        ("What does the second-to-last line of notes.txt say?", 2),  # fresh32 read-69
        ("notes.txt 끝에서 두 번째 줄이 뭐야?", 2),
        ("What's the penultimate note in notes.txt?", 2),
        ("Read me the 3rd line from the bottom of notes.txt.", 3),
        ("notes.txt에서 뒤에서 세 번째 메모 알려 줘", 3),
        ("What does the last line but one of notes.txt say?", 2),
        ("notes.txt 마지막 줄 바로 앞 줄 뭐야?", 2),
    ],
)  # fmt: skip
def test_a_line_counted_from_the_end_is_printed_from_the_real_file(
    tmp_path: Path, request_: str, place: int
) -> None:
    """fresh32 read-69 read line 2 for "the second-to-last line", then took the last line's
    `tail -n 1`: the line so far from the end, blank lines skipped as for the last line."""
    (tmp_path / "notes.txt").write_text("Buy flour\nCall Mina\nWater the plants\n\nBack up\n\n")
    command = grounding._named_file_command(request_)
    assert command is not None
    shown = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
    wanted = {2: "3: Water the plants", 3: "2: Call Mina"}[place]
    assert shown.stdout.strip().endswith(wanted), shown.stdout
    for model in ("tail -n 1 notes.txt", "sed -n 2p notes.txt"):  # the last line, line 2
        done = outcome("bash", "Back up\n", command=model)
        found = check(classify(request_) or Need(("files",)), request_, "It says Back up.",
                      [done], TOOLS, "en")  # fmt: skip
        assert found is not None and found.call == ("bash", {"command": command})
    done = outcome("bash", "Water the plants\n", command=f"tail -n {place} notes.txt | head -n 1")
    found = check(classify(request_) or Need(("files",)), request_, "It says Water the plants.",
                  [done], TOOLS, "en")  # fmt: skip
    assert found is None or found.reason != "wrong_command"


def test_too_few_lines_for_the_place_from_the_end_says_so(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("only one\n")
    command = grounding._named_file_command("What's the third-to-last line of notes.txt?")
    assert command is not None
    shown = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert shown.stdout.strip() == "(only 1 lines with text)"


@pytest.mark.parametrize(
    "request_",
    ["What's the last line of notes.txt?", "What does the second line of notes.txt say?",
     "notes.txt 두 번째 줄 뭐야?", "Delete the second-to-last line of notes.txt"],
)  # fmt: skip
def test_no_line_from_the_end_asked(request_: str) -> None:
    command = grounding._named_file_command(request_)
    assert command is None or "from the end" not in command


@pytest.mark.parametrize(
    ("request_", "kind", "first"),
    [
        ("Of all the Markdown files in this project, which one is the smallest, and how many "
         "bytes is it?", "md", "48 bytes: ./docs/usage.md"),  # fresh32 files-69
        ("마크다운 파일 중 제일 작은 거 뭐야? 몇 바이트야?", "md", "48 bytes: ./docs/usage.md"),
        ("What's the biggest Python file here?", "py", "500 bytes: ./src.py"),
        ("Which .md file is the largest?", "md", "300 bytes: ./README.md"),
        ("하위 폴더까지 봐서 텍스트 파일 중에 용량이 제일 큰 파일은?", "txt",
         "900 bytes: ./docs/big.txt"),
        ("What are the two biggest Python files?", "py", "20 ./a.py"),  # a number: listed
    ],
)  # fmt: skip
def test_the_smallest_or_biggest_file_of_a_kind_is_of_that_kind(
    tmp_path: Path, request_: str, kind: str, first: str
) -> None:
    """fresh32 files-69 ran every file's size and named draft.txt (26 bytes) the smallest
    Markdown file, then, given the four Markdown files' sizes, named the second with the third's
    bytes: the one file of that kind (ties kept), and a command over every kind shows no
    answer."""
    (tmp_path / "docs").mkdir()
    for name, size in (("tiny.txt", 3), ("docs/usage.md", 48), ("README.md", 300),
                       ("docs/big.txt", 900), ("a.py", 20), ("src.py", 500)):
        (tmp_path / name).write_text("x" * size)  # fmt: skip
    entry = grounding._file_question(request_)
    assert entry is not None
    shown = subprocess.run(entry[1], shell=True, cwd=tmp_path, capture_output=True, text=True)
    lines = shown.stdout.splitlines()
    assert lines[0] == first
    assert all(line.endswith(f".{kind}") or f"*.{kind} files)" in line for line in lines)
    every = outcome("bash", "3 ./tiny.txt\n", command=FILES_BY_SIZE_ALL)
    found = verdict(request_, "tiny.txt, 3 bytes.", every)
    assert found is not None and found.call == ("bash", {"command": entry[1]})
    done = outcome("bash", shown.stdout, command=entry[1])
    found = verdict(request_, "It is that one.", done)
    assert found is None or found.reason != "wrong_command"


FILES_BY_SIZE_ALL = "find . -type f -not -path './.git/*' -printf '%s %p\\n' | sort -n | head -5"


def test_the_smallest_file_of_no_kind_is_every_files() -> None:
    entry = grounding._file_question("What's the smallest file here?")
    assert entry is not None and entry[1] == FILES_BY_SIZE_ALL


@pytest.mark.parametrize(
    "request_",
    ["How many files are there in each of the subfolders?", "How many files per folder?",
     "폴더마다 파일이 몇 개씩 있어?", "각 폴더에 파일이 몇 개 들어 있어?"],
)  # fmt: skip
def test_files_counted_in_each_folder(tmp_path: Path, request_: str) -> None:
    """fresh37 count-79 ran `find . -type d -exec ls -l {} + | … | uniq -c` and said its 122
    names were files: each folder's files, every level down, and the top's own apart."""
    for name in ("top.txt", "src/a.py", "src/lib/b.py", "my docs/x.md", "logs/app.log",
                 ".git/HEAD"):  # fmt: skip
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x")
    (tmp_path / "empty").mkdir()
    need = grounding.classify(request_, tmp_path)
    assert need is not None
    command = grounding._table_command(request_, need)
    assert command == grounding.FILES_PER_FOLDER
    ran = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert ran.stdout.splitlines() == [
        "empty/: 0 files", "logs/: 1 files", "my docs/: 1 files", "src/: 2 files",
        "(the top folder itself, in no subfolder: 1 files)"]  # fmt: skip
    wrong = outcome("bash", "    122 \n      2 logs",
                    command="find . -type d -exec ls -l {} + | awk '{print $9}' | sort | uniq -c")
    assert grounding._file_question_unseen(request_, [wrong]) == grounding.FILES_PER_FOLDER
    right = outcome("bash", "src/: 2 files", command=grounding.FILES_PER_FOLDER)
    assert grounding._file_question_unseen(request_, [right]) is None


@pytest.mark.parametrize(
    "request_",
    ["How many files are in the src folder?", "How many files are there, subfolders included?",
     "Which folder takes up the most space?", "폴더가 몇 개야?"],
)
def test_files_per_folder_not_asked(request_: str) -> None:
    question = grounding._file_question(request_)
    assert question is None or question[1] != grounding.FILES_PER_FOLDER


@pytest.mark.parametrize(
    "request_",
    ["보고서에 적어야 해서 그러는데, README.md가 전부 몇 단어야?",
     "How many words are in notes.txt?", "What's the word count of README.md?",
     "notes.txt에 단어가 모두 몇 개야?"],
)  # fmt: skip
def test_a_named_file_s_words_counted(tmp_path: Path, request_: str) -> None:
    """fresh37 count-80 read README.md and said 3: a read shows no count, `wc -w` does."""
    name = "README.md" if "README" in request_ else "notes.txt"
    (tmp_path / name).write_text("# Sunrise Bakery\n\nFresh bread, every day.\n- open at 7\n")
    entry = grounding._named_file_entry(request_)
    assert entry is not None and entry[0] == f"wc -w {name}"
    ran = subprocess.run(entry[0], shell=True, cwd=tmp_path, capture_output=True, text=True)
    assert ran.stdout.split()[0] == "11"
    read = outcome("read_file", "1\t# Sunrise Bakery", path=name)
    assert grounding._named_file_question_unseen(request_, [read]) == f"wc -w {name}"
    counted = outcome("bash", f"11 {name}", command=f"wc -w {name}")
    assert grounding._named_file_question_unseen(request_, [counted]) is None


@pytest.mark.parametrize(
    "request_",
    ["How many different words does notes.txt use?", "README.md 한 줄에 평균 몇 단어야?",
     "How many words per line does notes.txt have?", "Which file has the most words?",
     "How many lines in notes.txt have more than five words?"],
)  # fmt: skip
def test_a_named_file_s_words_not_asked(request_: str) -> None:
    entry = grounding._named_file_entry(request_)
    assert entry is None or not entry[0].startswith("wc -w")
