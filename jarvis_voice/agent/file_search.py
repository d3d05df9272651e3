"""Questions that search the files here: which files mention a word, which have it in their name.

A search of one file's text (`grep` with the file itself as `include`: "There are no files named
report.py") or of the text for a name ("파일 이름에 app 들어가는 거" answered from a grep of "app")
cannot show either answer (bench_tasks fresh8 files-21, files-22). When no call this turn could
show it, grounding names the command that does.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from jarvis_voice.agent import files_mentioned
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, URL, argument_text

_I = re.IGNORECASE
_TERM = r"['\"‘“]?([\w][\w.-]{0,40}?)['\"’”]?"

# "which files …", "어떤 파일 …", "… 파일 전부 찾아 줘": a question about several files
_ABOUT_FILES = re.compile(
    r"\b(?:which|what|any) (?:of (?:the|my|our|these|those) )?(?:other )?files?\b"
    r"|\bfiles? (?:that|which|where|with)\b"
    r"|\bfind (?:all |every |the )?(?:other )?files?\b"
    r"|어떤\s*파일|무슨\s*파일|다른\s*파일|어느\s*파일|파일[이가은는을들]*\s*(?:뭐|어디|있어|있나|찾아|알려|전부|다|모두)"
    r"|(?:거|것|파일)\s*(?:전부|다|모두)?\s*(?:찾아|알려|보여)",
    _I,
)
# the places a name is written: "sales.csv … 이 파일 이름을 적어 둔 데가 어디어디 있어?"
# (fresh37 files-80 wrote sales.csv), "where is sales.csv mentioned?"; not a place in one file
# ("Where is the tax rate written in src/utils.py?" reads that file)
_WHERE_WRITTEN = re.compile(
    r"\bwhere(?:'s|\s+(?:is|are|was|were|else|have|has|do|does|did))\b[^?!]{0,60}"
    r"\b(?:mentioned|referenced|referred to|named|written|used)\b|\bwhich places\b"
    r"|(?:데|곳|군데)(?:가|이|는)?\s*(?:어디|있)|어디어디|몇\s*(?:군데|곳)",
    _I,
)
_IN_A_FILE = re.compile(
    rf"\b(?:in|inside|within)\s+(?:{FILE_NAME.pattern})|(?:{FILE_NAME.pattern})\s*(?:에서|안에|속에)",
    _I,
)
_MENTIONS = re.compile(
    r"\bmention(?:s|ed|ing)?\b|\brefer(?:s|red)? to\b|\bcontain(?:s|ing)?\b"
    r"|\bhave .{0,20} in them\b|언급|\breferenced\b|\bwritten\b"
    r"|적어\s*(?:둔|놓은|놨|뒀)|써\s*(?:둔|놓은|놨|뒀)|적혀|쓰여|나오는\s*(?:데|곳)"
    # code that reads a file: "which file reads sales.csv?", "sales.csv 읽어 들이는 파이썬 코드가
    # 어느 파일에 있어?" (fresh12 files-30)
    r"|\b(?:reads?|reading|opens?|loads?|uses?|using|imports?)\b"
    r"|읽어\s*들이|읽는|읽어\s*오|불러오|여는|사용하는|쓰는\s*(?:코드|파일)"
    r"|(?:나오|나와|들어\s*있|들어가|들어간|적혀\s*있|적힌|쓰여\s*있|포함)[^?]{0,6}파일"
    # code that prints a text: "'bakery app'이라고 찍는 코드가 어느 파일에 있어?" (fresh15
    # files-36 answered with a listing), "which file prints 'Hello'?"
    r"|\b(?:prints?|printing|outputs?|displays?|writes? out)\b"
    r"|찍는|찍어\s*주는|출력하는|출력되는|띄우는|표시하는",
    _I,
)
# the word a name holds: "파일 이름에 app 들어가는 거", "files with 'app' in the name"
_IN_THE_NAME = (
    re.compile(
        rf"이름에\s*{_TERM}\s*(?:이|가|라는\s*(?:말|글자|단어)이?)?\s*(?:들어|포함|있는|붙은)", _I
    ),
    re.compile(
        rf"\bnames? (?:contains?|containing|includes?|including|has|having|with)\s+{_TERM}"
        r"(?=[\s?.,!]|$)",
        _I,
    ),
    re.compile(rf"\bwith\s+{_TERM}\s+in (?:the|their|its) (?:file ?)?names?\b", _I),
    re.compile(rf"\bnamed (?:like|after)\s+{_TERM}(?=[\s?.,!]|$)", _I),
)
_QUOTED = re.compile(r"['\"‘“]([^'\"’”\n]{1,40})['\"’”]")
# a pattern shown in parentheses, of marks rather than words ("TODO 표시(#TODO)", "(- [ ])"): the
# text itself, searched as a fixed string (a regex would read "[ ]" as a class); "(optional)"
# or "(파이썬)" is a gloss, not a pattern
_SHOWN = re.compile(r"\(\s*([^\w\s()][^()\n]{0,38}?)\s*\)")
# a name's start or end, every folder down: "이름이 s로 시작하는 파일 … 하위 폴더까지" was a glob
# of s* in the top folder alone (fresh14 files-34)
_LATIN_TERM = r"['\"‘“]?(\.?[A-Za-z0-9_][\w.-]{0,40}?)['\"’”]?"
# about names of files, not lines ("로그가 ERROR로 시작하는 줄", "lines that start with #")
_OF_NAMES = re.compile(r"^(?!.*(?:\blines?\b|줄|행)).*(?:\bfiles?\b|\bnames?\b|파일|이름)", _I)
_NAME_ENDS = (
    (re.compile(rf"{_LATIN_TERM}\s*(?:\(?으\)?로|로)\s*시작(?:하는|되는|해)", _I), "{}*"),
    (re.compile(rf"{_LATIN_TERM}\s*(?:\(?으\)?로|로)\s*끝나(?:는|게)", _I), "*{}"),
    (re.compile(rf"\b(?:start|begin)(?:s|ing)? with\s+(?:(?:the|a|an) (?:letter )?)?{_LATIN_TERM}"
                r"(?=[\s?.,!]|$)", _I), "{}*"),
    (re.compile(rf"\bend(?:s|ing)? (?:with|in)\s+{_LATIN_TERM}(?=[\s?.,!]|$)", _I), "*{}"),
)  # fmt: skip

# files of a kind: "여기 CSV 파일이 있나요? 경로 좀", "any Python files in here?" (fresh9
# files-24 answered "src/ 폴더" from a listing)
_KINDS = {
    "csv": "*.csv", "tsv": "*.tsv", "json": "*.json", "yaml": "*.y*ml", "yml": "*.y*ml",
    "python": "*.py", "파이썬": "*.py", "markdown": "*.md", "마크다운": "*.md",
    "text": "*.txt", "텍스트": "*.txt", "log": "*.log", "로그": "*.log", "shell": "*.sh",
    "셸": "*.sh", "쉘": "*.sh", "pdf": "*.pdf", "html": "*.htm*", "xml": "*.xml",
    "sql": "*.sql", "excel": "*.xls*", "엑셀": "*.xls*",
}  # fmt: skip
_OF_A_KIND = re.compile(
    rf"\b({'|'.join(k for k in _KINDS if k.isascii())})\s*(?:files?|scripts?|documents?)\b"
    rf"|({'|'.join(k for k in _KINDS if not k.isascii())}|[A-Za-z]+)\s*(?:파일|스크립트|문서)",
    _I,
)
# a question, not a statement: 「있어?」, and the other ways Korean asks for them —
# 「알려 줘」, 「보여 줘」, 「찾아 줘」, 「뭐야」, 「뭐뭐 있나」 (「docs 폴더 말고 다른 데 있는
# 마크다운 파일 알려 줘」 was let be with 「있는」 alone)
_WHERE_OR_WHICH = re.compile(
    r"\b(?:any|which|where|find|list|show)\b|있(?:나|어|니|는지|을까|습니까)|어디|경로|찾아"
    r"|알려|보여|뭐(?:뭐|가|야|예요|에요|지|니|있|\s*있)|무엇|목록",
    _I,
)
# a change to the files found is no search of them ('find them and move them', 「찾아서 지워
# 줘」), nor is a way to do something with one (「파이썬 파일 실행하는 방법 알려 줘」)
_CHANGED = re.compile(
    r"\b(?:delete|remove|move|rename|copy|edit|change|zip|compress|convert|merge|combine)\b"
    r"|지워|지우|삭제|옮겨|옮기|이동|바꿔|바꾸|이름\s*바|고쳐|수정|복사|압축|합쳐|합치|변환|만들"
    r"|방법|(?:는|하는)\s*법\b|어떻게",
    _I,
)
# what is in a file, not which files there are: "로그 파일 맨 첫 줄 보여 줘"
_CONTENT = re.compile(
    r"\b(?:lines?|contents?|says?|read|first|last|top|bottom)\b|줄|내용|첫|마지막|맨|읽|뭐라고", _I
)
_DEFINITION = re.compile(
    r"^\s*what(?:'s| is| are) (?:an? )?\w+ files?\b"
    r"|(?:이|가|은|는)?\s*(?:뭐|무엇)(?:야|예요|에요|지|니|인가요)\s*[?？]?\s*$",
    _I,
)
MENTION_COMMAND = "grep -rliF --exclude-dir=.git {term} ."
# text of a shape rather than a word: a date, an e-mail address, a web address
SHAPE_COMMAND = "grep -rlE --exclude-dir=.git {regex} ."
# a class of words rather than one: "Do any of my files mention a day of the week?" listed every
# file and folder (fresh35 files-75); a weekday or a month by its name (the short names only as
# capitalised words: "sun" and "may" are other words), 월요일…일요일, 3월
_WEEKDAY_NAMES = (
    r"\b([Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day\b"
    r"|\b(Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\b|[월화수목금토일]요일"
)
_MONTH_NAMES = (
    r"\b([Jj]anuary|[Ff]ebruary|[Mm]arch|[Aa]pril|[Jj]une|[Jj]uly|[Aa]ugust|[Ss]eptember"
    r"|[Oo]ctober|[Nn]ovember|[Dd]ecember|May|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b"
    r"|(^|[^0-9])(1[0-2]|[1-9]) ?월"
)
# a Markdown checkbox, ticked or not: "체크박스(- [ ]) 달린 목록이 들어 있는 파일" globbed every
# .md (fresh35 files-76); a box the request shows is one of them, and "- [x]" is a box too
_CHECKBOX = r"^[[:space:]]*[-*+] \[[ xX]\]"
_SHAPES = (
    (
        re.compile(r"\bdays? of the week\b|\bweekdays?\b|\bday names?\b|요일", _I),
        _WEEKDAY_NAMES,
    ),
    (
        re.compile(
            r"\b(?:a|any|the) months?\b|\bmonth names?\b|\bname of a month\b|달\s*이름|월\s*이름",
            _I,
        ),
        _MONTH_NAMES,
    ),
    (
        re.compile(r"\bcheck ?box(?:es)?\b|\btick ?box(?:es)?\b|체크\s*박스|체크\s*상자", _I),
        _CHECKBOX,
    ),
    (re.compile(r"\bdates?\b|날짜", _I), "[0-9]{4}[-./][0-9]{1,2}[-./][0-9]{1,2}"),
    (
        re.compile(r"\be-?mail(?: address(?:es)?)?s?\b|이메일|메일\s*주소", _I),
        "[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+[.][A-Za-z]{2,}",
    ),
    (
        re.compile(r"\b(?:urls?|links?|web addresses?)\b|링크|웹\s*주소|인터넷\s*주소", _I),
        "https?://",
    ),
)


def shape_said(text: str) -> str | None:
    """The grep -E regex of the text the request describes by its shape, every shape it names
    joined ("a day of the week or a month" is either: fresh43 count-91), or None."""
    said = [regex for asked, regex in _SHAPES if asked.search(text)]
    return "|".join(said) if said else None


NAME_COMMAND = "find . -iname {pattern} -not -path './.git/*'"
_SHOWS_MENTIONS = re.compile(r"\bgrep\b.*\s-\w*[rRl]|\bxargs\b.*\bgrep\b|-exec\s+grep\b")
_SHOWS_LACKING = re.compile(r"\bgrep\b.*\s-\w*L|--files-without-match|\bgrep\s+-\w*q|\bpython")
_SHOWS_NAMES = re.compile(r"\bfind\b.*-i?(?:name|path|regex)\b|\bls\b|\bfind\b\s*\.?\s*$")


# a file's first line: "Which of the files here start with a shebang, a #! line?" (fresh23
# files-51 globbed every file and named them all)
_SHEBANG = re.compile(r"\bshebang\b|#!|셔뱅|쉬뱅|쉐뱅", _I)
SHEBANG_COMMAND = (
    "find . -type f -not -path './.git/*' -exec awk "
    "'FNR == 1 && /^#!/ {print FILENAME \": \" $0} {nextfile}' {} +"
)
# names with capitals: "이름에 대문자 들어간 파일 있어?" (fresh23 files-52 searched for *대문자*)
_CAPITALS = re.compile(
    r"(?=.*(?:\bnames?\b|이름|파일명))(?:.*(?:\bcapital(?:s| letters?)?\b|\bupper-?case\b|대문자))",
    _I | re.S,
)
CAPITALS_COMMAND = "find . -not -path './.git/*' -name '*[[:upper:]]*'"


# the folders that hold files of a kind: "파이썬 파일이 들어 있는 폴더가 어디어디야?" was answered
# "src" from a find that printed ./src/app.py, ./src/utils.py and ./report.py (fresh28
# files-62): each folder once with its files, the top one named as the top folder
_WHICH_FOLDERS = re.compile(
    r"\b(?:which|what)\s+(?:sub)?(?:folders?|directories|dirs?)\b|\bin which (?:folders?|dir)"
    r"|(?:어느|어떤|무슨)\s*(?:하위\s*)?(?:폴더|디렉터리|디렉토리)"
    r"|(?:폴더|디렉터리|디렉토리)[가이는은들]*\s*(?:어디|뭐|몇|목록|알려)",
    _I,
)
FOLDERS_COMMAND = (
    "find . -iname {pattern} -not -path './.git/*' -printf '%h\\t%f\\n' | LC_ALL=C sort | "
    "awk -F '\\t' '$1 != d {{if (d != \"\") print line; d = $1; "
    'line = (d == "." ? ". (the top folder)" : substr(d, 3)) ":"}} {{line = line " " $2}} '
    'END {{if (d != "") print line}}\''
)
_SHOWS_FOLDERS = re.compile(r"%h|\bdirname\b|\bsort\s+-\w*u|\buniq\b|\bpython")


# files of a kind outside a folder: "Do we have any Python files that aren't in the src folder?
# Where are they?" globbed src alone and named its two files (fresh38 files-81); every folder
# down but that one ("outside src", 「src 폴더 밖에」, 「src 말고 다른 폴더에」)
_FOLDER_WORD = r"(?:folder|directory|dir)"
_OUTSIDE = (
    re.compile(
        r"\b(?:not|n't|aren'?t|isn'?t)\s+(?:in|inside|under|within)\s+(?:the\s+|my\s+|our\s+)?"
        rf"[`'\"]?([A-Za-z0-9_.-]+)[`'\"]?(?:\s+{_FOLDER_WORD}\b|/)",
        _I,
    ),
    re.compile(
        r"\b(?:outside|out of|other than|except(?: for)?|apart from|besides|excluding)\s+"
        rf"(?:of\s+)?(?:the\s+|my\s+|our\s+)?[`'\"]?([A-Za-z0-9_.-]+?)[`'\"]?/?"
        rf"(?:\s+{_FOLDER_WORD}\b|(?=[\s?.,!]|$))",
        _I,
    ),
    re.compile(
        r"(?<![A-Za-z0-9_.-])([A-Za-z0-9_.-]+)/?\s*(?:폴더|디렉터리|디렉토리)?\s*"
        r"(?:밖|바깥|말고|빼고|제외하고|이외|외에|아닌\s*(?:곳|데|폴더))",
        _I,
    ),
)
OUTSIDE_COMMAND = "find . -iname {pattern} -not -path './.git/*' -not -path {folder}"
_SHOWS_OUTSIDE = re.compile(r"(?:-not|!)\s+-(?:i?path|wholename)\s+\S*{folder}|-prune")


def _outside_folder(text: str) -> str | None:
    """The folder a search of files of a kind leaves out ("src" for "not in the src folder")."""
    for pattern in _OUTSIDE:
        for found in pattern.finditer(text):
            name = found[1].strip("./")
            if name and name.lower() not in ("the", "a", "this", "that", "any", "python", "my"):
                return name
    return None


# a folder's name searched for, as a word: "Apart from the log file itself, which of my files
# mention the logs folder? Check every file, hidden ones too." globbed *.log (fresh40 files-85);
# "files that refer to the src directory", "mention docs/", 「logs 폴더를 언급하는 파일」
_FOLDER_MENTIONED = (
    re.compile(
        r"\b(?:mention(?:s|ed|ing)?|refer(?:s|red|ring)?\s+to|reference[sd]?|name[sd]?"
        r"|point(?:s|ing)?\s+to|talk(?:s|ing)?\s+about)\s+(?:the\s+|my\s+|our\s+|a\s+)?"
        r"[`'\"]?([A-Za-z0-9_.-]+?)/?[`'\"]?(?:\s+(?:folder|directory|dir)\b|/(?=[\s?.,!]|$))",
        _I,
    ),
    re.compile(
        r"(?<![A-Za-z0-9_.-])([A-Za-z0-9_.-]+)/?\s*(?:폴더|디렉터리|디렉토리)\s*(?:이름)?\s*"
        r"(?:를|을|가|이|에\s*대해)?\s*(?:언급|가리키|적어|적힌|적혀|나오|나와|들어|참조|쓰여)",
        _I,
    ),
)
# files of a kind the request leaves out of the search: "apart from the log file itself",
# "except the Markdown files", 「로그 파일 빼고」
_FILES_LEFT_OUT = (
    re.compile(
        r"\b(?:apart from|except(?: for)?|other than|besides|excluding|not counting)\s+"
        r"(?:the\s+|my\s+|our\s+|any\s+)?(\w+)\s+files?\b",
        _I,
    ),
    re.compile(r"(\S+)\s*파일(?:은|들은|들)?\s*(?:빼고|말고|제외하고|제외한|은\s*빼고)", _I),
)
FOLDER_MENTION_COMMAND = "grep -rliwF --exclude-dir=.git {exclude}-e {term} ."


def _folder_mention(text: str) -> str | None:
    """The grep of every file (hidden ones too) for the folder the request names as a word,
    files of a kind it leaves out excluded; None when it names no folder searched for."""
    folder = next((f[1] for p in _FOLDER_MENTIONED for f in p.finditer(text)), None)
    if folder is None or folder.lower() in ("the", "a", "this", "that", "my", "our", "any"):
        return None
    left_out = (
        kind_said(f"{f[1]} files") or kind_said(f"{f[1]} 파일")
        for p in _FILES_LEFT_OUT
        for f in p.finditer(text)
    )
    kinds = list(dict.fromkeys(k for k in left_out if k is not None))
    exclude = "".join(f"--exclude={shlex.quote(kind)} " for kind in kinds)
    return FOLDER_MENTION_COMMAND.format(exclude=exclude, term=shlex.quote(folder.strip("./")))


def search_command(request: str) -> tuple[str, str] | None:
    """("mention", "name", "kind", "outside" or "folders", the command that answers) for a
    search question, or None."""
    text = " ".join(URL.sub(" ", request).split())
    folders_of = kind_said(text) if _WHICH_FOLDERS.search(text) else None
    if folders_of is not None and not FILE_NAME.search(text):
        return "folders", FOLDERS_COMMAND.format(pattern=shlex.quote(folders_of))
    if _SHEBANG.search(text) and _ABOUT_FILES.search(text):
        return "mention", SHEBANG_COMMAND
    if _CAPITALS.match(text):
        return "name", CAPITALS_COMMAND
    for pattern in _IN_THE_NAME:
        found = pattern.search(text)
        if found:
            return "name", NAME_COMMAND.format(pattern=shlex.quote(f"*{found[1]}*"))
    for pattern, shape in _NAME_ENDS:
        found = pattern.search(text) if _OF_NAMES.search(text) else None
        if found:
            return "name", NAME_COMMAND.format(pattern=shlex.quote(shape.format(found[1])))
    holding = _kind_holding(text)
    if holding is not None:
        return holding
    kind = _file_kind(text)
    outside = _outside_folder(text) if kind is not None else None
    if kind is not None and outside is not None:
        return "outside", OUTSIDE_COMMAND.format(
            pattern=shlex.quote(kind), folder=shlex.quote(f"./{outside}/*")
        )
    if kind is not None:
        return "kind", NAME_COMMAND.format(pattern=shlex.quote(kind))
    where = _WHERE_WRITTEN.search(text) and not _IN_A_FILE.search(text)
    if not ((_ABOUT_FILES.search(text) or where) and _MENTIONS.search(text)):
        return None
    shaped = shape_said(text)
    if shaped is not None:  # "2024-06-01처럼 날짜가 적혀 있는 파일" (fresh22 files-50 globbed)
        return "mention", SHAPE_COMMAND.format(regex=shlex.quote(shaped))
    folder = _folder_mention(text)
    if folder is not None:  # "which of my files mention the logs folder?" (fresh40 files-85)
        return "mention", folder
    named = FILE_NAME.findall(text)
    if len(named) == 1 and files_mentioned.named_file(text, named[0]):
        return None  # "Which files does the README mention?": the other way round (files-83)
    quoted = _QUOTED.search(text) or _SHOWN.search(text)
    term = quoted[1] if quoted else named[0] if len(named) == 1 else _said_term(text)
    if term is None:
        return None
    # a term that starts with "-" ("- [ ]") is grep's pattern by -e, not an option
    option = "-e " if term.startswith("-") else ""
    return "mention", MENTION_COMMAND.format(term=option + shlex.quote(term))


# files of a kind with (or without) a word in them, every folder down: "파이썬 파일 중에 import
# 문이 한 줄도 없는 파일이 어떤 거야? 하위 폴더까지 봐 줘." listed the top folder (fresh32
# files-70); "Which Python files don't have an import line?", "TODO가 들어간 마크다운 파일"
_WORD = r"['\"‘“]([^'\"’”\n]{1,40})['\"’”]|([A-Za-z_#@][A-Za-z0-9_#-]{0,40}(?:\.[A-Za-z0-9_]+)*)"
_WORD_KO = (
    rf"(?:{_WORD})\s*(?:문|줄|구문|문장|라인|이라는\s*(?:말|단어|글자)|라는\s*(?:말|단어|글자))?"
    r"\s*(?:이|가|은|는|을|를)?\s*(?:한\s*(?:줄|번|개|군데)도|하나도|전혀|아예)?\s*"
)
_LACKS_KO = (
    r"(?:없는|없어|안\s*(?:들어|나오|쓰|써|적)|들어\s*있지\s*않|포함(?:되지|하지|돼\s*있지)\s*않"
    r"|쓰지\s*않|나오지\s*않)"
)
_HOLDS_KO = r"(?:있는|들어\s*(?:간|가\s*있는|있는)|포함(?:된|한|돼\s*있는)|나오는|쓰인|쓰는)"
_LACKS_EN = (
    r"\b(?:without|with\s+no|lacking|(?:do|does)(?:n't|\s+not)\s+(?:contain|have|include"
    r"|mention|use)|never\s+(?:contain|have|include|mention|use)s?)\s+(?:an?\s+|any\s+"
    rf"|a\s+single\s+|the\s+(?:word|term)\s+)?(?:{_WORD})"
)
_HOLDS_EN = (
    r"\b(?:with|having|(?:that|which)\s+(?:have|has|contain|mention|use)s?|containing"
    r"|mentioning|mentions?|contains?)"
    rf"\s+(?:an?\s+|any\s+|the\s+(?:word|term)\s+)?(?:{_WORD})"
    r"(?=\s+(?:lines?|statements?|in\s+(?:it|them))\b|\s*['\"’”]|\s*[?.,]|\s*$)"
)
# (the pattern, grep's -L for the files without the word or -l for those with it)
_HOLDING = (
    (re.compile(_WORD_KO + _LACKS_KO, _I), "-L"),
    (re.compile(_LACKS_EN, _I), "-L"),
    (re.compile(r"\b(?:(?:do|does)(?:n't|\s+not)|never)\s+(?P<verb>import)s?\b", _I), "-L"),
    (re.compile(_WORD_KO + _HOLDS_KO, _I), "-l"),
    (re.compile(_HOLDS_EN, _I), "-l"),
)
_NOT_A_WORD = frozenset(
    {"a", "an", "the", "any", "no", "it", "them", "this", "that", "lines", "line", "files", "file",
     "word", "words", "text", "content", "contents", "anything", "something", "name", "names"}
)  # fmt: skip
KIND_HOLDING_COMMAND = (
    "find . -type f -name {kind} -not -path './.git/*' -exec grep {which} -i{whole} -F -e {word} "
    '{{}} + | sort | awk -v w={word} \'{{print}} END {{print "(" NR " {kind_said} files {holding} '
    '" w ")"}}\''
)


def _kind_holding(text: str) -> tuple[str, str] | None:
    """("holding", the find of the files of the kind said that hold (or lack) the word said),
    or None."""
    kind = kind_said(text)
    if kind is None or FILE_NAME.search(text):
        return None
    for pattern, which in _HOLDING:
        for found in pattern.finditer(text):
            groups = found.groupdict()
            word = groups.get("verb") or next((g for g in found.groups() if g), None)
            if word is None or word.casefold() in _NOT_A_WORD or kind_said(f"{word} files"):
                continue
            holding = "with no line holding" if which == "-L" else "with a line holding"
            return "holding", KIND_HOLDING_COMMAND.format(
                kind=shlex.quote(kind), which=which, word=shlex.quote(word),
                whole=" -w" if re.fullmatch(r"\w+", word) else "", kind_said=kind, holding=holding,
            )  # fmt: skip
    return None


# the word a search is for, said plainly: "which files mention flour", "files that contain the
# word invoice", "something down about flour … which files mention it?" (fresh9 files-23)
_TERM_AFTER = re.compile(
    r"\b(?:mention(?:s|ed|ing)?|contain(?:s|ed|ing)?|refer(?:s|red|ring)? to|about|have|has)"
    r"\s+(?:the (?:word|name|term)\s+)?([A-Za-z][\w.-]{1,40})\b",
    _I,
)
_NOT_A_TERM = frozenset(
    ["it", "them", "this", "that", "these", "those", "something", "anything", "a", "an", "the",
     "any", "some", "my", "our", "in", "to", "been", "got", "one", "ones"]
)  # fmt: skip


def _said_term(text: str) -> str | None:
    """The word, a plural as its singular: "invoices" finds "the invoice" and "invoices"."""
    for found in _TERM_AFTER.finditer(text):
        term = found[1]
        if term.casefold() not in _NOT_A_TERM:
            plural = len(term) > 4 and term.endswith("s") and not term.endswith("ss")
            return term[:-1] if plural else term
    return None


def kind_said(text: str) -> str | None:
    """The name pattern of the kind of files `text` names ("파이썬 파일들" → *.py), or None."""
    found = _OF_A_KIND.search(text)
    return None if found is None else _KINDS.get((found[1] or found[2]).lower())


def _file_kind(text: str) -> str | None:
    """The name pattern of the files of a kind a question asks for ("CSV 파일이 있나요?" →
    *.csv), or None (a named file, a question about one file's text, no kind)."""
    if FILE_NAME.search(text) or _MENTIONS.search(text) or not _WHERE_OR_WHICH.search(text):
        return None
    if _CHANGED.search(text):
        return None  # 「docs 말고 다른 데 있는 마크다운 파일 찾아서 지워 줘」 changes them
    if _DEFINITION.search(text) and _outside_folder(text) is None:
        return None  # "What is a CSV file?" (「docs 빼고 마크다운 파일 뭐야?」 asks which)
    if _CONTENT.search(text):
        return None  # "로그 파일 맨 첫 줄 보여 줘" reads one
    return kind_said(text)


def search_unseen(request: str, done: list[CallOutcome]) -> str | None:
    """The command for a search question when no call this turn could show its answer."""
    found = search_command(request)
    if found is None:
        return None
    kind, command = found
    for outcome in done:
        tool, text = outcome.call.name, argument_text(outcome)
        if kind == "mention":
            if tool == "bash" and _SHOWS_MENTIONS.search(text):
                return None
            if tool == "grep" and _searches_every_file(outcome):
                return None
        elif kind == "holding":
            # the files lacking a word are grep's -L (or a loop that tests each file); a
            # listing or a grep of the word's lines leaves the subtraction to the model
            lacking = " -L " in command
            shown = _SHOWS_LACKING if lacking else _SHOWS_MENTIONS
            if tool == "bash" and shown.search(text):
                return None
            if tool == "grep" and not lacking and _searches_every_file(outcome):
                return None
        elif kind == "outside":
            # a glob or a find of every file names the left-out folder's too (files-81 globbed
            # src alone and named its files): a find that leaves that folder out
            folder = re.search(r"-not -path '\./([^']+)/\*'$", command)
            left = re.escape(folder[1]) if folder else ""
            if tool == "bash" and re.search(_SHOWS_OUTSIDE.pattern.format(folder=left), text):
                return None
        elif kind == "folders":
            # a list of paths is read as its subfolders alone ("src" for ./src/app.py and
            # ./report.py): the folders printed once each, the top one by name
            if tool == "bash" and _SHOWS_FOLDERS.search(text):
                return None
        else:
            # a listing shows a folder's top only: files of a kind are found below it too
            # a glob of "s*" sees the top folder only when it matches there (fresh14 files-34)
            if tool == "glob" and (kind == "kind" or "**" in text):
                return None
            if tool == "list_dir" and kind == "name":
                return None
            if tool == "bash" and _SHOWS_NAMES.search(text):
                return None
    return command


def _searches_every_file(outcome: CallOutcome) -> bool:
    """A grep tool call over the files here, not over one of them."""
    arguments = outcome.call.arguments
    if not isinstance(arguments, dict):
        return False
    include = str(arguments.get("include") or "")
    path = str(arguments.get("path") or ".")
    one_file = bool(FILE_NAME.fullmatch(path)) or (bool(include) and "*" not in include)
    return not one_file


# "로그 파일 어디 있어?" answered "현재 폴더 아래에 app.log 파일이 있습니다" from a find that
# printed ./logs/app.log (fresh3 files-12): where a file is, is its path
_WHERE = re.compile(
    r"\bwhere\b|\bwhich (?:folder|directory)\b|\bpaths?\b|어디|경로|어느\s*폴더|위치", _I
)
_FOUND_PATH = re.compile(r"^(?:\./)?((?:[\w.-]+/)+([\w.-]+))/?$", re.MULTILINE)
CORRECTION_PATH = "Say where it is: {paths}."


def path_unsaid(request: str, answer: str, done: list[CallOutcome]) -> str | None:
    """The paths a find or a glob printed for the files an answer to "where is …?" names by
    name alone (no folder); None when the answer says where, or names none of them."""
    if not _WHERE.search(request):
        return None
    said = answer.casefold()
    missing = []
    for outcome in done:
        if outcome.result.is_error or outcome.call.name not in ("bash", "glob"):
            continue
        for found in _FOUND_PATH.finditer(outcome.result.content):
            path, name = found[1], found[2].casefold()
            folder = path.rsplit("/", 2)[-2].casefold()
            named = re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", said)
            if named and path.casefold() not in said and folder not in said:
                missing.append(path)
    return ", ".join(dict.fromkeys(missing)) or None


# a file whose name is searched for, written instead: "sales.csv를 다른 폴더로 옮길까 하는데, 이
# 파일 이름을 적어 둔 데가 어디어디 있어?" appended "new content" to sales.csv (fresh37
# files-80): the question asks where it is named, nothing of its text
_WRITES = frozenset({"write_file", "edit_file", "csv_edit"})
NOT_WRITTEN = (
    "not run: the request asks which files name {name}, not to change it; use bash with `{command}`"
)


def searched_file_written(request: str, tool: str, arguments: object) -> str | None:
    """Why a write of the file a search looks for by name is not run, with the search."""
    if tool not in _WRITES or not isinstance(arguments, dict):
        return None
    path = arguments.get("path")
    found = search_command(request)
    if found is None or found[0] != "mention" or not isinstance(path, str):
        return None
    named = FILE_NAME.findall(" ".join(URL.sub(" ", request).split()))
    if len(named) != 1 or named[0] not in found[1]:
        return None  # the search is for a word, not a file's name
    if path.strip("./") != named[0].strip("./") and Path(path).name != named[0]:
        return None
    return NOT_WRITTEN.format(name=named[0], command=found[1])


# every file a search for a word found, named: files-85's answer named logs/app.log alone; one
# that names some of them and leaves others out is sent back too
_FOUND_FILE = re.compile(r"^\./([^\s:]+)$")
MOST_FOUND = 10  # more than this is a listing to read, not files to name one by one
CORRECTION_MENTIONS = 'The answer leaves out files the search found: "{lines}". Name each one.'


def mentions_unsaid(
    request: str, answer: str, facts: list[CallOutcome]
) -> tuple[list[str], CallOutcome] | None:
    """(the files the turn's last search for the word found that the answer leaves out, that
    search) when the request asks which files mention a word; None otherwise."""
    found = search_command(request)
    if found is None or found[0] != "mention":
        return None
    said = answer.lower()
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        if not _SHOWS_MENTIONS.search(argument_text(outcome)):
            continue
        lines = [line.strip() for line in outcome.result.content.splitlines()]
        files = [m[1] for m in map(_FOUND_FILE.match, lines) if m is not None]
        if not files or len(files) > MOST_FOUND:
            return None
        missing = [f for f in files if Path(f).name.lower() not in said]
        return (missing, outcome) if missing else None
    return None
