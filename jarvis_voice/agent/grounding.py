"""No invented facts: an answer about the machine must rest on a tool result of this turn.

Small models answer "big.log is 1000 bytes" or "17 times 23 is 411" without looking. The loop
asks this module, in code, when a turn ends with an answer:

1. `classify(request)`: does the request need facts only a tool can give — files, folders,
   git, CSV or log contents, sizes, the clock, the user name, command output — or numbers to
   compute? (English and Korean keywords; chit-chat, questions about the assistant itself,
   how-to and definition questions are left alone.)
2. `check(need, request, answer, outcomes)`: None when the answer is grounded; otherwise a
   `Verdict` with one corrective instruction for the model and the honest line to answer with
   if the model invents again. Grounded means: a tool that gives facts succeeded this turn; for
   arithmetic, every number of the answer appears in the request or a tool result (rounding
   allowed; an `echo` of the model's own guess does not count); paths, file names and numbers
   of three or more digits in the answer must appear in the request or a tool result; and the
   answer must not merely narrate ("Listing this folder.") what the model was about to do.

The loop (`agent/loop.py`) sends the correction once, then replaces a second invented answer.
"""

from __future__ import annotations

import difflib
import functools
import re
import shlex
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime
from pathlib import Path

from jarvis_voice.agent import (
    answer_numbers,
    beside_file,
    boxes_stripped,
    capital_words,
    char_counts,
    clobber,
    code_counts,
    code_lines,
    column_move,
    columns_used,
    committed_named,
    constant_extract,
    different_count,
    done_last,
    either_count,
    event_lines,
    file_emptied,
    file_search,
    files_joined,
    files_mentioned,
    folder_extremes,
    folder_file_counts,
    git_amend,
    git_answers,
    git_commit,
    git_ignore,
    git_kept_change,
    git_listings,
    git_local_author,
    git_merge,
    git_restore,
    git_staged,
    git_stash,
    git_uncommit,
    git_untrack,
    git_writes,
    group_names,
    group_order,
    heading_change,
    heading_counts,
    hour_lines,
    kept_files,
    length_order,
    line_edit,
    line_lengths,
    line_moved,
    line_removed,
    line_words,
    lines_copied,
    lines_kept,
    lines_shown,
    lines_to_file,
    list_sort,
    log_found_line,
    log_questions,
    message_wording,
    named_lines_removed,
    not_run,
    note_topic,
    number_bump,
    number_change,
    own_data,
    people_elsewhere,
    people_named,
    placement,
    priced_ends,
    printed_value,
    python_dates,
    python_sums,
    quoted_text,
    range_lines,
    rename_unasked,
    replace_text,
    same_name,
    section_add,
    section_move,
    shaped_lines,
    sold_items,
    table_export,
    table_totals,
    today_written,
    todo_items,
    value_dump,
    word_counts,
    wordier_file,
    write_target,
)
from jarvis_voice.agent.ordinals import ORDINAL, ordinal_in
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.prompts import Language
from jarvis_voice.agent.request_words import (
    FILE_NAME,
    HOW_MANY,
    URL,
    argument_text,
    listed_name,
)
from jarvis_voice.i18n import t
from jarvis_voice.policy.evaluate import Call as PolicyCall
from jarvis_voice.policy.risk import RiskKind, summarise
from jarvis_voice.romanize import without_particle
from jarvis_voice.text import NATIVE_NUMBERS, NUMBER_WORDS, clip, has_hangul_syllable
from jarvis_voice.tools.builtin import (
    ages,
    day_counts,
    days_until,
    month_workdays,
    python_functions,
    rule_holidays,
    table_days,
    term_end,
    time_left,
    weekday_until,
    world_clock,
)
from jarvis_voice.tools.builtin._common import files_below, same_stem_files
from jarvis_voice.tools.builtin.calculator import (
    parse_conversion,
    said_result,
    spell_korean_numbers,
)
from jarvis_voice.tools.builtin.measures import measure_line
from jarvis_voice.tools.builtin.system_info import (
    ARG_MAX_WORDS,
    BYTE_ORDER_WORDS,
    DAY_OF_YEAR,
    FILE_SYSTEM_WORDS,
    INTERFACE_WORDS,
    MONTH_LENGTH,
    NAME_LENGTH_WORDS,
    NAME_OF_FILE,
    OPEN_FILES,
    OPEN_FILES_WORDS,
    PID_MAX_WORDS,
    PROCESS_LIMIT_WORDS,
    STACK_LIMIT_WORDS,
    UMASK_WORDS,
    YEAR_GONE,
    YEAR_LENGTH,
)

# Tools whose results are facts only about the user's past requests: they ground an answer
# only when the request asks about the past ("what did I ask yesterday?").
MEMORY_TOOLS = frozenset({"recall_episodes"})
WEB_TOOLS = frozenset({"web_search", "web_fetch"})
# Built-in tools that read this machine's files and facts
MACHINE_LOOK_UPS = frozenset({"read_file", "list_dir", "glob", "grep", "csv_query", "system_info"})
# Built-in tools that only read: a call of one changes no file
LOOK_UPS = MACHINE_LOOK_UPS | {"calculate"} | MEMORY_TOOLS | WEB_TOOLS
_PAST = re.compile(
    r"\b(?:earlier|before|yesterday|last time|previous(?:ly)?|did i|have i|i asked|i told you"
    r"|remember)\b|아까|어제|전에|지난번|이전에|했던|물어봤|말했",
    re.IGNORECASE,
)

_I = re.IGNORECASE
_PATH = re.compile(r"(?<![\w:/.])(?:~|\.{1,2})?/(?:[\w.@+-]+/)*[\w.@+-]+/?")

# --- what a request needs -----------------------------------------------------------------------

_FILES = re.compile(
    r"\b(?:files?|folders?|director(?:y|ies)|dirs?|paths?|csv|tsv|json|yaml|logs?(?! ?(?:in|out)\b)"
    r"|logged(?! ?(?:in|out|on)\b)"
    r"|readme|spreadsheet|contents? of|in here|this folder|working directory|cwd|docs"
    r"|(?:the|our|my|project'?s?) documentation"
    r"|(?:in|from|of) (?:the|my|this|our) (?:code|codebase|source|project|repo))\b"
    r"|파일|폴더|디렉터리|디렉토리|경로|로그|내용|문서|여기에?\s*(?:뭐|무슨|있)|이\s*폴더"
    # "우리 파이썬 코드에서 print 쓰는 데가 몇 군데야?" (fresh20 count-46: answered from nothing)
    r"|(?:우리|내|이|제)\s*(?:파이썬\s*|python\s*)?(?:코드|소스)|소스\s*코드|코드\s*(?:에서|안에|전체)"
    r"|\d+\s*(?:줄|행|열)|몇\s*(?:줄|행|열|개의?\s*파일)|(?:첫|마지막|처음)\s*\d*\s*줄",
    _I,
)
# the user's own notes, a file by another name: "it's in my notes somewhere", "fix that in my
# notes", "내 메모에 뭐라고 써 놨지?", "언제까지 하라고 메모해 놨었지?" (fresh15 read-36 was
# answered from nothing), "what did I write down about …?"
_MY_FILE = re.compile(
    r"\b(?:in|from|to) my (?:notes|todo|to-do|to-do list|memos?|drafts?)\b"
    r"|\bmy (?:to-?do|todo)(?: list)?\b|\b(?:still )?left to do\b"
    r"|(?:할\s*일|투두)\s*(?:목록|리스트)|남은\s*할\s*일|아직\s*(?:안\s*)?(?:한|끝낸|못\s*한)\s*(?:일|거)"
    r"|\bmy notes?\b|\b(?:did|have) i (?:write|note|jot|put)(?: down)?\b"
    # "I left myself a note about my laptop. What did it say?" (fresh18 read-41: no look-up)
    r"|\b(?:left|wrote|made|kept|jotted down) (?:myself |me )?(?:a )?notes?\b|\ba note to myself\b"
    r"|메모(?:를)?\s*(?:남겨|남긴|남겼)"
    r"|\bi (?:wrote|noted|jotted) (?:down|that|it)\b|\b(?:my|the) notes? (?:say|said|says)\b"
    r"|(?:내|제)\s*(?:메모|노트|할\s*일\s*목록)|메모(?:해\s*(?:놨|놓|뒀|둔)|에|엔|장)"
    r"|(?:적어|써)\s*(?:놨|놓았|뒀|두었|둔)"
    # the user's own plans, asked back ("금요일 약속, 누구랑 몇 시였지?", fresh16 read-38 went to
    # recall_episodes): kept in their notes, not in the assistant's memory
    r"|\bmy (?:meetings?|appointments?|plans?|schedule|reminders?)\b"
    r"|\b(?:who|when|where) (?:am|was) i (?:meeting|supposed to)\b"
    r"|(?:내|제)\s*(?:일정|약속|스케줄)"
    r"|(?:약속|일정|미팅|스케줄|회의)[^?.!]{0,20}(?:였지|이었지|였더라|이었더라|였나|이었나|더라)",
    _I,
)
_LINES = re.compile(
    r"\b(?:(?:first|last|top|bottom)\s+(?:\d+\s+)?lines?|lines?\s+\d+"
    r"|how many (?:lines|rows|columns|entries)|rows?|columns?)\b"
    r"|\d+\s*(?:줄|행)|몇\s*(?:줄|행|열)|(?:첫|마지막|처음)\s*\d*\s*줄",
    _I,
)
_SIZE = re.compile(
    r"\b(?:size|sizes|how (?:big|large)|bytes?|[kmgt]i?b|biggest|largest|smallest|modified|"
    r"last changed|created)\b|크기|용량|바이트|가장\s*큰|수정",
    _I,
)
_GIT = re.compile(
    # (".git" is a folder a question about files leaves out: fresh27 files-59)
    # (before a Korean particle too: "git에 기록된 파일 모드", fresh27 git-60)
    r"(?<!\.)\b(?:git|commits?|committed|branch(?:es)?|repo|repository|staged|unstaged"
    r"|pull request)(?![a-z0-9_])"
    r"|커밋|브랜치|저장소|리포지토리|깃허브|깃(?=\s|이|에|은|는|의|으로|$)",
    _I,
)
# who put something into a named file: its history says ("Who added the '# stock check added'
# line to report.py?"); not "who wrote Romeo and Juliet", which names no file
_WHO_ADDED = re.compile(
    r"\bwho\s+(?:added|wrote|introduced|inserted|put)\b|누가\s*(?:\S+\s*)?(?:추가|넣었|작성|썼)", _I
)
_USER = re.compile(
    r"\b(?:user ?name|login name|who am i|whoami|my (?:user|account|login)|what(?:'s| is) my name"
    r"|home (?:folder|directory)|user ?id|uid|gid)\b|(?:사용자|유저)\s*(?:ID|아이디|번호)"
    r"|사용자\s*(?:이름|명)|유저\s*(?:이름|네임|명)|계정\s*(?:이름|명)"
    r"|로그인\s*(?:이름|명)|내\s*이름|나는\s*누구|홈\s*(?:폴더|디렉터리|디렉토리)"
    # the login shell: "what's my default shell?", "기본 셸이 뭐야?"
    r"|\b(?:default|login|my|which|what) shell\b|(?:기본|로그인|내|무슨|어떤)\s*(?:셸|쉘)",
    _I,
)
# Another place's time or a time difference: knowledge and arithmetic, not this machine's clock.
_ELSEWHERE = re.compile(
    r"\b(?:time|it)\s+(?:is\s+it\s+)?in\s+[A-Z][a-z]+|\btime (?:difference|zones?)\b"
    r"|시차|시간대|(?:에서는|에선)\s*몇\s*시",
)
_CLOCK = re.compile(
    r"\b(?:what time is it|current time|time now|what(?:'s| is) the time|today'?s date"
    r"|what(?:'s| is) the date"
    r"|what date|what day is (?:it|today)|date today|current date)\b"
    r"|몇\s*시(?:야|예요|에요|니|지|인가|\s*몇\s*분|\?|$)|지금\s*시간|현재\s*시간|오늘\s*(?:날짜|며칠|몇\s*일)"
    r"|무슨\s*요일|오늘이?\s*며칠|"
    + MONTH_LENGTH
    + "|"
    + DAY_OF_YEAR
    + "|"
    + YEAR_LENGTH
    + "|"
    + YEAR_GONE
    # the week of the year, the Unix time (fresh13: "이번 주가 올해 몇 주차지?" searched the web
    # for 주가, share prices)
    + r"|\bweek (?:number|of the year)\b|\b(?:which|what) week is (?:it|this)\b|몇\s*주\s*차"
    r"|\bunix (?:time|timestamp)\b|\bepoch time\b|\bcurrent timestamp\b|유닉스\s*(?:시간|타임)",
    _I,
)
_SYSTEM = re.compile(
    r"\b(?:hostname|host name|computer name|machine name|operating system|os version|kernel|"
    r"disk (?:space|usage)|free space|memory usage|free memory|how much (?:memory|ram|disk)|ram|"
    r"(?:my|the|this|this computer'?s|the computer'?s) disk|"
    r"cpu|processors?|processes|running processes|uptime|booted|been (?:up|on|running)|"
    r"ip address|dns(?: servers?)?|name ?servers?|resolvers?|environment variables?|env var|"
    r"(?:default )?gateway|router|default route|"
    r"mac address(?:es)?|hardware address|network (?:card|adapter)s?|"
    r"hard (?:drive|disk)s?|ssd|swap(?: space| memory| file)?|virtual memory|page ?file|"
    r"file ?systems?|"
    r"installed|which version|what version|python version|battery|architecture"
    r"|(?:this|my) (?:computer|machine|system|pc|laptop)(?:'s)? time ?zone"
    r"|time ?zone (?:is )?(?:this|my) (?:computer|machine|system|pc|laptop)"
    r"|time ?zone (?:setting|is (?:it|this) set)|system(?:'s)? time ?zone)\b"
    # 램 (RAM) is not the end of 그램 (gram): "300그램이면 몇 인분?" is arithmetic
    r"|호스트|컴퓨터\s*이름|운영\s*체제|커널|디스크|남은\s*공간|메모리|(?<![가-힣])램|CPU|프로세스"
    r"|가동\s*시간|켜진\s*지|켜져\s*있|부팅|업타임|프로세서|스왑|파일\s*시스템"
    r"|IP\s*주소|DNS|네임\s*서버|게이트웨이|라우터|(?:MAC|맥|물리)\s*주소|랜\s*카드|네트워크\s*카드|환경\s*변수|설치(?:돼|되어|된)|버전|아키텍|"
    r"(?:이|내)\s*(?:컴퓨터|시스템|PC|노트북)\S*\s*(?:시간대|타임\s*존)|시간대\s*설정|"
    + INTERFACE_WORDS + "|" + OPEN_FILES_WORDS
    # a CPU's byte order and a memory page's size (fresh43 machine-91, machine-92)
    + "|" + BYTE_ORDER_WORDS + r"|\bmemory pages?\b|메모리\s*페이지|\bpagesize\b"
    # the umask and the longest file name the file system takes (fresh44 machine-93, -94)
    + "|" + UMASK_WORDS + "|" + NAME_LENGTH_WORDS
    # the highest process ID and the longest a command's arguments may be (fresh45 machine-95,
    # machine-96)
    + "|" + PID_MAX_WORDS + "|" + ARG_MAX_WORDS
    # the stack size and per-user process limits (fresh46 machine-97, machine-98)
    + "|" + STACK_LIMIT_WORDS + "|" + PROCESS_LIMIT_WORDS,
    _I,
)
# the open-files limit is no file of the user's ("What's my limit on open files?": fresh41
# machine-87): its words are left out when files are looked for
_OPEN_FILES = re.compile(OPEN_FILES, _I)
# nor is the longest name a file may have (「파일 이름은 최대 몇 바이트까지」: fresh44 machine-94
# ran ls -l, which answered the files' look-up): its file, name and path words are left out too
_NAME_LENGTH = re.compile(NAME_LENGTH_WORDS, _I)
_NAME_LIMIT_WORDS = re.compile(
    NAME_OF_FILE + "|" + FILE_SYSTEM_WORDS + r"|\bpaths?\b|경로|\bname_max\b|\bpath_max\b", _I
)
# A question about this computer is about this machine whatever fact it asks: 「이 컴퓨터에 있는
# 네트워크 인터페이스 이름이 뭐뭐야?」 named none the patterns above know, so nothing was looked
# up and '"Ethernet"' went through (fresh40 machine-86); not a computer to buy or a way to do it
_THIS_COMPUTER = re.compile(
    r"\b(?:this|my|our)\s+(?:computer|machine|pc|laptop|desktop|workstation|server)\b"
    r"(?!\s*learning)"
    r"|(?:이|내|우리)\s*(?:컴퓨터|PC|노트북|데스크톱|머신|서버)(?:에|의|는|은|가|이|에서|엔)?(?![가-힣])",
    _I,
)
_ADVICE = re.compile(
    r"\bshould (?:i|we) (?:buy|get|upgrade)\b|\brecommend|\bbuy\b|\bpurchase\b|\bvs\.?\b"
    r"|추천|사야|살까|사려|구매|고를|바꿀까",
    _I,
)
_COMMAND = re.compile(
    r"\b(?:run|execute|exec)\s+(?:the\s+|this\s+|my\s+)?(?:command|script|tests?|program|`|\./|"
    r"ls|pwd|git|python|npm|make|pytest|cargo|echo|cat|df|du)|\boutput of\b|\bexit code\b"
    r"|실행\s*(?:해|하|결과)|명령(?:어)?\s*(?:실행|결과|출력)|스크립트|출력\s*결과|종료\s*(?:코드|상태)",
    _I,
)
_ARITHMETIC = re.compile(
    r"\d\s*[+*/×÷^]\s*\(?\d|\d\s*x\s*\d|\d\s*%|\(\s*\d+\s*[-+]\s*\d"
    r"|\b(?:times|multiplied|divided|plus|minus|squared|cubed|square root|sqrt|to the power|"
    r"percent|percentage|factorial|calculate|compute|sum of|average of|mean of|product of"
    r"|remainder)\b|\d+\s*out of\s*\d"
    r"|\d[^?]*\bhow many\b|\bhow many\b[^?]*\d"
    # a score to reach an average: "82, 90 and 79 … what do I need on the fourth to average 85?"
    # (fresh19 calc-43 answered 3.67 with no calculation)
    r"|\d[^?]*\b(?:average|mean)\b|\b(?:average|mean)\b[^?]*\d"
    r"|\d[^?]*\bwhat (?:do|would|will) (?:i|we|you) need\b"
    r"|곱하기|나누기|더하기|빼기|제곱|루트|퍼센트|프로(?![가-힣])|계산|합계|평균|나머지"
    # a clock time and a span: "at work by 9:15 and the drive takes 315 minutes" (fresh11
    # calc-25 answered "9:46" from memory)
    r"|\b\d{1,2}:\d\d\b.*\b\d+\s*(?:minutes?|mins?|hours?|hrs?)\b"
    r"|\b\d+\s*(?:minutes?|mins?|hours?|hrs?)\b.*\b\d{1,2}:\d\d\b"
    r"|\d{1,2}:\d\d.*\d+\s*(?:분|시간)|\d+\s*(?:분|시간).*\d{1,2}:\d\d"
    # a BMI from a height and a weight: "키 175에 몸무게 70킬로면 BMI가?" (fresh11 calc-26)
    r"|\d[^?]*(?:(?<![a-z])bmi(?![a-z])|body mass index|체질량)"
    # a measure worked out from numbers: "Our round kitchen table is 120 cm across. What's its
    # area in square meters?" (fresh20 calc-45 answered 11.31 m² with no calculation)
    r"|\d[^?]*\b(?:area|volume|perimeter|circumference|speed|pace)\b(?!\.\w)"
    r"|\b(?:area|volume|perimeter|circumference|speed|pace)\b(?!\.\w)[^?]*\d"
    r"|\d[^?]*\bin (?:square |cubic )?(?:met(?:er|re)s|feet|kilomet(?:er|re)s|km|miles|km/h|mph"
    r"|kilograms|kg|pounds|grams|lit(?:er|re)s|gallons|inches|celsius|fahrenheit)\b"
    r"|\d[^?]*(?:넓이|면적|부피|둘레|시속|초속|속력)|(?:넓이|면적|부피|둘레|시속|초속|속력)[^?]*\d",
    _I,
)
# A word problem: numbers and "how much/far/long", "몇/얼마" ("시속 90킬로로 2시간 반 달리면 몇
# 킬로미터 가?") — arithmetic only when nothing on the machine is asked about (a script's output
# asked with "얼마" comes from running it, not from the calculator).
_WORD_PROBLEM = re.compile(
    r"\d[^?]*\bhow (?:much|far|long)\b|\bhow (?:much|far|long)\b[^?]*\d"
    # "… at 15 cents per kWh, what does it cost to run it for 30 days?" (fresh22 calc-49)
    r"|\d[^?]*\bwhat (?:does|would|will|did|do) (?:it|that|this|they|these|those)"
    r" (?:cost|come to)\b"
    r"|\d[^?]*(?:몇|얼마)|(?:몇|얼마)[^?]*\d",
    _I,
)
_HERE = re.compile(
    r"\b(?:this|current|working)\s+(?:folder|directory|dir)\b|\bin here\b|이\s*폴더"
    # "지금 작업 중인 디렉터리 경로가 뭐야?" is this machine's folder, not "what is a path?"
    r"|(?:현재|지금)\s*(?:작업\s*(?:중인\s*)?)?(?:폴더|디렉터리|디렉토리|경로|위치)"
    r"|작업\s*(?:중인\s*|하는\s*)?(?:폴더|디렉터리|디렉토리)",
    _I,
)
# Where it works: the working directory's path (system_info says it; list_dir only lists it).
_CWD = re.compile(
    r"\b(?:pwd|cwd|where am i|(?:path|location) of (?:the |this )?(?:current|working) "
    r"(?:folder|directory)|(?:current|working) (?:folder|directory)(?:'s)? (?:path|location)"
    r"|what is the (?:current )?working directory)\b"
    r"|(?:작업\s*(?:중인\s*|하는\s*)?|현재\s*|지금\s*)(?:디렉터리|디렉토리|폴더)?\s*(?:의\s*)?"
    r"(?:경로|위치)",
    _I,
)

# Not about the machine: the assistant itself, how-to and definitions, writing something new.
_CAPABILITY = re.compile(
    r"\b(?:can|could|are) you(?: able to)?\b|\bdo you (?:have|support|know how)\b"
    r"|\bis it possible\b|\bwhat (?:can|do) you\b|\bwhat tools\b"
    r"|수\s*있(?:어|니|나|나요|어요|습니까|을까|겠어)\s*[?？]?\s*$|줄\s*알(?:아|니)"
    r"|가능(?:해|한가|하니|할까)",
    _I,
)
_ABOUT_YOU = re.compile(
    r"\b(?:who|what) are you\b|\byour name\b|\babout yourself\b|\bhow are you\b"
    r"|너는?\s*누구|넌\s*누구|(?:너|네|당신)(?:의)?\s*이름|자기\s*소개",
    _I,
)
_HOW_TO = re.compile(
    r"\bhow (?:do|can|should|would) (?:i|you|we|one)\b|\bhow to\b|\bwhat(?:'s| is) the command\b"
    r"|\bwhich command\b|어떻게(?!\s*(?:돼|되))|하는\s*(?:법|방법)|방법\s*(?:알려|좀)",
    _I,
)
_DEFINITION = re.compile(
    r"^\s*(?:what|who)(?:'s| is| are| was) (?:a|an)\b|\bwhat does .+ mean\b|\bmeaning of\b"
    r"|\bdefine\b|\bexplain\b|\bdifference between\b|\btell me about\b"
    r"|\bstands? for\b|\b(?:abbreviation|acronym)\b|약자|줄임말"
    r"|(?:이|가|란|이란)\s*(?:뭐야|뭔가요|무엇인가요|뭐예요|뭐에요|뭐지|뭔지)|무슨\s*뜻|뜻이|의미가|설명해",
    _I,
)
_WRITE = re.compile(
    r"^\s*(?:please\s+)?(?:write|generate|compose|draft|give me|show me) (?:me )?(?:an? |some )?"
    r"(?:example|sample|python|bash|shell|sql|regex|function|script|code|program|snippet|poem|story"
    r"|joke|email|letter|haiku)"
    r"|(?:코드|함수|스크립트|예제|시를|이야기|농담|메일|편지)\s*(?:를|을|좀|하나)?\s*(?:짜|써|작성|만들)",
    _I,
)
# Requests to change something: a forced look-up would read instead of doing the change.
# ("add up" and "add them up" sum figures: fresh24 script-53's median was right, then taken for
# an unmade change to sales.csv)
_ACTION = re.compile(
    r"\b(?:create|make|write|add(?!\s+(?:\w+\s+)?up\b)|append|delete|remove|rename|move|copy|"
    r"edit|change|replace|"
    r"save|touch|install|commit|push)\b"
    r"|만들|생성|추가|써\s*줘|작성|삭제|지워|지우|바꿔|변경|수정해|저장|복사|옮겨|이동|커밋",
    _I,
)
# A question about a change ("what is the last commit message?", "what did I add to notes?")
# is a look-up, not a request to make one.
_QUESTION = re.compile(
    r"\?|^\s*(?:what|which|who|whose|when|where|why|how|is|are|was|were|do|does|did|show|"
    r"list|tell|read|count|find)\b|뭐|무엇|몇|어떤|언제|누가|누구|어디|알려|보여|읽어|찾아(?!서)"
    # what a question asks laid out: 「제품마다 단가가 얼마인지 정리해 줘」 (fresh39 csv-84)
    r"|[인는은던]지\s*(?:좀\s*)?(?:표로\s*|한눈에\s*)?정리",
    _I,
)
_SAVE = re.compile(r"\b(?:save|store|write (?:it )?to|into a file)\b|저장|파일로", _I)
_SPECIFIC = re.compile(
    r"\b(?:this|that|these|those|my|the|our|current|latest|last|here)\s+(?:\w+\s+)?"
    r"(?:files?|folders?|director(?:y|ies)|repo|repository|project|commits?|branch|logs?|csv|"
    r"machine|computer|disk)\b|(?:이|그|저|내|현재|여기|지금|마지막)\s*(?:파일|폴더|디렉터리|디렉토리"
    r"|저장소|프로젝트|커밋|브랜치|로그|컴퓨터|디스크)"
    # a commit by its place: "첫 커밋 바로 다음 커밋", "the first commit", "두 번째 커밋"
    r"|\b(?:first|second|third|previous|next|initial|newest|oldest|most recent) commits?\b"
    r"|(?:첫|처음|최초|최근|이전|다음|두\s*번째|세\s*번째|직전)\s*커밋",
    _I,
)
_REFUSAL = re.compile(
    r"\b(?:can(?:no|')t|cannot|unable|not able|couldn't|could not|don't know|do not know|"
    r"didn't check|did not check|no access|not sure)\b"
    r"|수\s*없|못\s*(?:했|합|해|하)|못했|모르겠|확인하지\s*못|불가",
    _I,
)

_NEGATIVE = re.compile(
    r"\b(?:no such|not found|does(?:n't| not) exist|is(?:n't| not) there|not there|no file|"
    r"failed|error|nothing|none|no matching|empty)\b"
    r"|아무것도|없(?:습니다|어요|어|네요|음)|존재하지|찾을\s*수\s*없|실패|오류",
    _I,
)


@dataclass(frozen=True)
class Need:
    """What kind of facts a request needs (e.g. files, git, arithmetic) and how to get them."""

    kinds: tuple[str, ...]
    # the one data file holding the words the request names (agent/own_data.py), if known
    place: str | None = None

    @property
    def arithmetic(self) -> bool:
        return "arithmetic" in self.kinds


def failed_look_up(outcomes: Iterable[CallOutcome]) -> Need | None:
    """A request `classify` let through ("What percentage of the units came from Busan?")
    needs facts all the same once the model looked on this machine: when every such call
    failed, Need(()) — its answer must rest on a call that works, or say it cannot. Only the
    read-only look-ups count: the web and memory (a question about the world may try the web
    first), a calculation (a chat answer's spurious `calculate("11")`) and a command (a failed
    run's report is an answer) do not."""
    local = [o for o in outcomes if o.call.name in MACHINE_LOOK_UPS]
    # only calls that ran and failed: a human's no, a role or a plugin that refused the call
    # is the answer, never a reason to try again
    ran = all(o.decision is not None and o.decision.allowed for o in local)
    if local and ran and all(o.result.is_error for o in local):
        return Need(())
    return None


def _names_a_path(text: str) -> bool:
    """An absolute or home path ("/etc/hosts", "~/notes"), not a fraction or a URL."""
    return any(
        m.group(0).count("/") >= 2 or m.group(0).startswith(("~", "."))
        for m in _PATH.finditer(URL.sub(" ", text))
    )


def about_the_assistant(text: str) -> bool:
    """A question about the assistant itself or what it can do ("너는 누구야?", "can you …?")."""
    return bool(_ABOUT_YOU.search(text) or _CAPABILITY.search(text))


_WHICH_FILE = re.compile(
    r"\b(?:which|what) (?:file|document)s?\b|(?:어느|무슨|어떤)\s*파일"
    r"|파일\s*(?:이|은|이름이?)\s*(?:뭐|무엇|어디|어느)",
    _I,
)


# A spoken request is a sentence or two; a pasted one can be 10,000 characters, and some of the
# readings here grow with the square of its length (1–7 s a reading at 10,000 characters, under
# 0.2 s at 1,000). Its start and its end are read: "<a log pasted> how many errors?" keeps its
# question.
READ_HEAD_CHARS = 600
READ_TAIL_CHARS = 400


def readable(request: str) -> str:
    """The part of `request` the request-reading heuristics read."""
    if len(request) <= READ_HEAD_CHARS + READ_TAIL_CHARS:
        return request
    return f"{request[:READ_HEAD_CHARS]} … {request[-READ_TAIL_CHARS:]}"


def classify(request: str, workdir: Path | None = None) -> Need | None:
    """The facts `request` needs from a tool, or None (chit-chat, the assistant, how-to …).
    With `workdir`, a request that says nothing else of this machine but names the words of
    its tables and logs needs their facts, from the one file holding them if there is one
    (agent/own_data.py)."""
    text = " ".join(request.split())
    if not text or text.startswith("/"):
        return None
    document = _topic_document(text, workdir)
    if document is not None:
        return Need(("files",), place=document)  # what the document says, not the machine
    need = _classify(text)
    tables = own_statistic(text, workdir) if need is not None else {}
    if tables:
        return Need(("files",), place=next(iter(tables)) if len(tables) == 1 else None)
    if need is not None:
        said = FILE_NAME.search(URL.sub(" ", text))
        if said and not need.place and workdir is not None:
            here = _as_named_here(said.group(0), workdir)
            need = need if here == said.group(0) else replace(need, place=here)
        if need.place or "files" not in need.kinds or FILE_NAME.search(text):
            return need
        # "메모해 놨던 약속": the one notes file here, read first; not when the file is what is
        # asked ("로그인 버그 얘기 적어 둔 파일이 뭐였지?" is todo.md, fresh files-16)
        notes = None if _WHICH_FILE.search(text) else _my_notes_file(text, workdir)
        if notes is not None:
            return replace(need, place=notes)
        # the file no one named: "the log" is the workspace's one log, "부산에서 … 팔았어?"
        # the one table holding Busan
        named = own_data.where_named(text, workdir)
        place = own_data.the_log(text, workdir) or (next(iter(named)) if len(named) == 1 else None)
        return replace(need, place=place) if place else need
    places = own_data.where_named(text, workdir)
    if not places:
        # "The app keeps logging slow queries. Can you … add up how much time they took?"
        # names no file, but the workspace's one log (fresh19 script-43 was answered with code)
        log = own_data.the_log(text, workdir)
        return Need(("files",), place=log) if log else None
    return Need(("files",), place=next(iter(places)) if len(places) == 1 else None)


def own_statistic(request: str, workdir: Path | None) -> dict[str, list[str]]:
    """The data files (own_data.where_named) of a request that reads as a calculation but says
    no number to work from and names the workspace's data: 「베이글은 한 번 팔 때 평균 몇 개씩
    나갔어?」 is the table's average, not a sum (fresh43 csv-92 was set up as 10 ÷ 3 from
    nothing). {} otherwise: "크루아상 40개랑 30개면 평균 몇 개야?" works from its own numbers."""
    text = " ".join(request.split())
    need = _classify(text)
    if need is None or need.kinds != ("arithmetic",) or re.search(r"\d", text):
        return {}
    return own_data.where_named(text, workdir)


# a document named by what it is about: "설치 문서 보면 파이썬은 몇 버전 깔라고 돼 있어?" is
# docs/setup.md, not this machine's Python (fresh26 read-58 listed the folder)
_DOCUMENT_SAID = re.compile(
    r"문서|설명서|안내서|가이드|\bdocs?\b|\bdocument(?:ation)?\b|\bguide\b|\bmanual\b", _I
)
_DOCUMENT_TOPICS = (
    (re.compile(r"설치|셋업|\binstall(?:ation|ing)?\b|\bsetup\b|\bset-up\b", _I),
     re.compile(r"(?:setup|install(?:ation|ing)?)[\w.-]*\.(?:md|txt|rst)$|INSTALL$", _I)),
    (re.compile(r"사용법|사용\s*(?:설명|안내)|\busage\b|\bhow to use\b", _I),
     re.compile(r"usage[\w.-]*\.(?:md|txt|rst)$", _I)),
    (re.compile(r"기여|\bcontribut\w*", _I),
     re.compile(r"contributing[\w.-]*\.(?:md|txt|rst)$", _I)),
    (re.compile(r"변경\s*(?:이력|내역|사항)|\bchange ?log\b|\brelease notes\b", _I),
     re.compile(r"(?:changelog|changes|history|release[\w-]*)\.(?:md|txt|rst)$", _I)),
)  # fmt: skip


def _topic_document(request: str, workdir: Path | None) -> str | None:
    """The one document here that a request names by its topic and a word for a document
    ("설치 문서", "the setup guide"), when it names no file."""
    if workdir is None or FILE_NAME.search(URL.sub(" ", request)):
        return None
    if asks_a_change(request) and not is_a_question(request):
        return None  # "설치 가이드 만들어 줘" makes one
    if not _DOCUMENT_SAID.search(request):
        return None
    for topic, name in _DOCUMENT_TOPICS:
        if topic.search(request):
            found = files_below(workdir, functools.partial(_matches, name), 2)
            if len(found) == 1:
                return found[0].relative_to(workdir).as_posix()
    return None


def _matches(pattern: re.Pattern[str], name: str) -> bool:
    return pattern.match(name) is not None


def _as_named_here(place: str, workdir: Path) -> str:
    """A place said without its extension as the one file it can be here ("README" for
    README.md: a read of "README" comes back with a note a small model answered instead)."""
    path = workdir / place
    if path.exists() or "/" in place.rstrip("/") or "." in place:
        return place
    found = same_stem_files(path)
    return found[0].name if len(found) == 1 else place


def _classify(text: str) -> Need | None:
    counted = days_until.ASKS_DAYS_LEFT.search(text) and days_until.date_asked(text, date.today())
    if counted or _date_from_today(text):
        return Need(("clock",))  # counted from today's date: not arithmetic on its own
    kinds: list[str] = []
    # a sum the calculator works out from the request's own words is arithmetic too ("Is one
    # 12-inch pizza more pizza than two 8-inch pizzas?" was answered by hand, fresh23 calc-51)
    arithmetic = (
        bool(_ARITHMETIC.search(text))
        or parse_conversion(text) is not None
        or measure_line(spell_korean_numbers(text)) is not None
    )
    named = FILE_NAME.search(URL.sub(" ", text)) or _MY_FILE.search(text)
    file_name = bool(named) or _names_a_path(text)
    # the time in New Delhi is not this clock's: it is a fact to look up only where the zone
    # database knows the place (system_info tells it), otherwise knowledge
    elsewhere = bool(_ELSEWHERE.search(text)) and not world_clock.places_in(text)
    for kind, pattern in (
        ("cwd", _CWD),
        ("git", _GIT),
        ("user", _USER),
        ("clock", _CLOCK),
        ("system", _SYSTEM),
        ("command", _COMMAND),
    ):
        if pattern.search(text) and not (kind == "clock" and elsewhere):
            kinds.append(kind)
    if "git" not in kinds and git_listings.asks_a_git_listing(text):
        kinds.append("git")  # "Which files differ from main?", "stash 하면 뭐가 들어가?"
    if "git" not in kinds and git_merge.merge_asked(text) is not None:
        kinds.append("git")  # "Merge it into main.": held until the merge is checked (git-81)
    if "git" not in kinds and git_staged.file_asked(text):
        kinds.append("git")  # "todo.md 고친 거 스테이징했어?": the index is git's
    if "git" not in kinds and file_name and _WHO_ADDED.search(text):
        kinds.append("git")  # who put a line into a file is in its history (fresh26 git-57)
    if "command" not in kinds and _SCRIPT_FILE.search(text) and _asks_to_run(text):
        kinds.append("command")  # "report.py 돌리면 뭐라고 나와?", "run it from src"
    ours = bool(table_totals.OUR_FIGURES.search(text))  # "did we make", "팔렸어": a table here
    # "did the app serve", 「요청된 페이지」: its log's (own_data.SERVED, fresh36 count-77)
    served = bool(own_data.SERVED.search(text))
    not_files = _OPEN_FILES.sub(" ", text) if _SYSTEM.search(text) else text
    if _NAME_LENGTH.search(text):
        not_files = _NAME_LIMIT_WORDS.sub(" ", not_files)
    files = _FILES.search(not_files)
    if file_name or files or _HERE.search(text) or ours or served:
        kinds.append("files")
        kinds += [k for k, p in (("lines", _LINES), ("size", _SIZE)) if p.search(text)]
    this_computer = _THIS_COMPUTER.search(text) and not _ADVICE.search(text)
    if not kinds and this_computer and _QUESTION.search(text):
        kinds.append("system")  # "이 컴퓨터에 …": a fact of this machine, looked up
    arithmetic = arithmetic or (not kinds and bool(_WORD_PROBLEM.search(text)))
    # 「파이썬으로 1부터 100까지 더해 줘」: a computation Python is asked to make, no file read
    arithmetic = arithmetic or (not kinds and not file_name and python_sums.asked(text))
    if ("system" in kinds or file_name) and not re.search(r"\d", text):
        # "디스크 사용률이 몇 퍼센트야?": system_info says it; "utils.py에 있는 세금 계산 함수
        # 말이야, 반올림해?" is about the file's code (fresh20 read-46 calculated 12*7)
        arithmetic = False
    if arithmetic:
        kinds.append("arithmetic")
    if not kinds:
        return None
    specific = (
        file_name
        or bool(_SPECIFIC.search(text) or _HERE.search(text))
        or any(kind in ("user", "clock", "cwd") for kind in kinds)  # this machine, now
        or bool(_ASKS_VERSION.search(text))  # "git 버전이 뭐야?": the one installed here
        or _file_question(text) is not None  # "최근에 수정한 파일이 뭐야?": these files
    )
    machine = [k for k in kinds if k != "arithmetic"]
    if machine and not arithmetic:
        if _HOW_TO.search(text) or _ABOUT_YOU.search(text):
            return None
        if not specific and (_CAPABILITY.search(text) or _DEFINITION.search(text)):
            return None
        if _WRITE.search(text) and not file_name and not _SAVE.search(text):
            return None
    elif _HOW_TO.search(text) and not re.search(r"\d", text):
        return None  # "how do I calculate a percentage?"
    return Need(tuple(dict.fromkeys(kinds)))


# --- what to suggest -------------------------------------------------------------------------

_COUNT = re.compile(r"\bhow many (?:lines|rows|entries)\b|몇\s*(?:줄|행)|줄\s*수|행\s*수", _I)
CORRECTION_GIT = "That command does not show it: use bash with `{command}`."
CORRECTION_TOTAL = "That does not add them up: use csv_query with op sum of {column}."


# a program's name, even with a Korean particle after it ("report.py는")
_PROGRAM_SUFFIX = r"\.(?:py|sh|js|ts|rb|pl)"
_CODE_NAMED = rf"^(?=.*{_PROGRAM_SUFFIX}(?![A-Za-z0-9_]))"
_CODE_FILE = re.compile(rf"{_PROGRAM_SUFFIX}$", _I)
# Questions about one named file that a read of its first lines or a search for a word does
# not answer: (the question, the command that shows it — {name} is the file, {code} the program
# named, {word} the quoted word —, what a bash command the model ran must have, whether a whole
# read_file shows it).
_NAMED_FILE_QUESTIONS: tuple[tuple[str, str, str, bool], ...] = (
    # "todo.md 맨 밑에 적힌 할 일이 뭐야?" answered from a grep of TODO (fresh7 read-18)
    (r"맨\s*(?:밑|아래|끝|마지막)|마지막\s*(?:줄|항목|할\s*일|일|거|내용|문장)"
     r"|\blast (?:line|item|entry|task|thing|todo|note|row)\b|\b(?:at the )?(?:very )?bottom\b",
     "grep -v '^[[:space:]]*$' {name} | tail -n 1", r"\btail\b|\$p|\bawk\b.*END", True),
    # "How many times does the word 'the' appear in notes.txt?" (fresh7 count-17)
    (r"\bhow many times\b|\bhow often\b|\bnumber of (?:times|occurrences)\b"
     r"|몇\s*번\s*(?:나와|나오|등장|들어|쓰|있)|(?:등장|나오는)\s*횟수",
     "grep -o -i -w '{word}' {name} | wc -l", r"\bgrep\b.*\s-\w*o\b|\bawk\b|\bpython", False),
    # "README.md에서 빈 줄 빼면 몇 줄이야?" answered with all 16 lines (fresh2 count-8): the
    # count of the lines with text
    (r"빈\s*줄\s*(?:을|은|는)?\s*(?:빼|제외|말고|없이)|공백\s*줄\s*(?:을|은)?\s*(?:빼|제외)"
     r"|\bnon-?(?:blank|empty) lines\b|\b(?:not counting|excluding|without|ignoring|skipping)"
     r" (?:the )?(?:blank|empty) (?:ones|lines)\b|\blines (?:with|that have) (?:text|something)\b",
     "grep -cv '^[[:space:]]*$' {name}", r"\bgrep\b.*\s-\w*v|\bawk\b|\bsed\b|\bpython", False),
    # "todo.md에서 체크 표시된 거, 이미 끝낸 게 뭐였지?" answered with the whole checklist, open
    # items too (fresh10 read-24): the ticked lines alone
    (r"\b(?:checked|ticked)(?: off)?\b|\b(?:done|completed|finished) (?:items?|tasks?|ones?)\b"
     r"|\bwhat(?:'s| is| have i| did i)? (?:already )?(?:done|finished|completed)\b"
     r"|체크\s*(?:표시|된|한|돼)|완료(?:된|한|했)|끝(?:낸|난|냈)|이미\s*(?:한|했|끝)",
     "grep -F '[x]' {name}", r"\[x\]|\\\[x", False),
    # "How many bullet points are there in the README?" counted 11 from a whole read (fresh15
    # count-35): the lines that are list items
    (r"\bbullet(?:ed)?(?: points?| items?)?s?\b|\blist items?\b|\bitems? (?:in|on) the list\b"
     r"|글머리|불릿|목록\s*(?:항목)?\s*(?:이|가|은|는)?\s*몇|항목(?:이|은|는)?\s*몇",
     "grep -cE '^[[:space:]]*([-*+]|[0-9]+[.)])[[:space:]]' {name}",
     r"\bgrep\b.*\s-\w*c|\bwc\b|\bawk\b|\bpython", False),
    # the program that runs a script is its first line: "scripts/check.sh는 어떤 셸로 실행되게
    # 돼 있어?" ran it and said bash, its first line says /bin/sh (fresh21 read-48)
    (r"\b(?:which|what) (?:shell|interpreter)\b|\bshebang\b|\bhashbang\b"
     r"|\b(?:run|runs|executed?) (?:with|by|under|in) (?:which|what)\b"
     r"|(?:어떤|무슨|어느)\s*(?:셸|쉘|인터프리터)|(?:셸|쉘|인터프리터)\S*\s*(?:뭐|무엇)|셔뱅|샤뱅",
     "head -n 1 {name}", r"\bhead\b|\bsed\s+-n\s+'?1p|\bcat\b|\bgrep\b.*#!", True),
    # the options a script takes are the ones its code checks: "Does report.py take any
    # command-line options?" ran `--help`, which it ignores, and made one up (fresh21 read-47)
    (_CODE_NAMED + r".*?(?:\b(?:command[- ]line )?(?:options?|flags?|switches"
     r"|arguments?|args)\b|옵션|인자|인수|플래그|스위치)",
     "grep -nE -- '--[A-Za-z]|argv|add_argument|getopt|[$][1-9@*]' {name}",
     r"\bgrep\b|\bcat\b", True),
    # how a program reads a file is in its code: "Which text encoding does report.py use when
    # it opens sales.csv?" ran `file sales.csv` (fresh24 read-53); the program is the one named
    (_CODE_NAMED + r".*?(?:\bencodings?\b|\bcharsets?\b|인코딩|문자\s*(?:셋|집합))",
     "grep -n -i -E 'encoding|charset|codecs|open\\(' {code}", r"\bgrep\b|\bcat\b", True),
    # the different words, each counted once: "how many different words does notes.txt use?"
    # called the calculator and read the file, then said 8 (fresh24 count-53); a word's case
    # and the punctuation around it make no other word (no backslashes: the model, told to use
    # a sed with escapes, wrote backslashes until it ran out of tokens)
    (r"\b(?:different|distinct|unique)\s+words\b|\bcounted (?:only )?once\b"
     r"|(?:서로\s*)?다른\s*단어|고유한?\s*단어|중복\S*\s*(?:없이|빼고|제외|안\s*세)",
     "tr -cs \"[:alnum:]'-\" '\\n' < {name} | tr '[:upper:]' '[:lower:]' | grep -v '^$' "
     "| sort -u | wc -l",
     r"\bsort\b.*\s-\w*u|\buniq\b|\bpython|\bset\(", False),
    # the file's words counted: "보고서에 적어야 해서 그러는데, README.md가 전부 몇 단어야?" read
    # the file and said 3 (fresh37 count-80); a read shows no count — `wc -w` does (after the
    # different words, a word's count and the lines by words: those are theirs)
    (r"^(?!.*\b(?:per|each|every|a) line\b|.*(?:줄|행)\s*(?:당|마다|별)|.*한\s*(?:줄|행)에)"
     r"(?:.*\bhow many words\b|.*\bword ?count\b|.*\bnumber of words\b"
     r"|.*\bcount (?:the |all the )?words\b"
     r"|.*몇\s*(?:개의\s*)?(?:단어|낱말)|.*(?:단어|낱말)\S*\s*(?:전부|모두|다|총)?\s*몇\s*개"
     r"|.*(?:단어|낱말)\s*수)",
     "wc -w {name}", r"\bwc\b.*\s-\w*w|\bpython|\bawk\b.*\bNF\b", False),
)  # fmt: skip
_QUOTED_WORD = re.compile(r"['\"‘’“”]([^'\"‘’“”\s]{1,40})['\"‘’“”]")


# "What does the Layout section of the README say?" refused after a read from line 1 (fresh3
# read-9): the section's own lines, from its heading to the next one
_SECTION = re.compile(
    r"\bthe ([A-Za-z][\w-]{1,30}(?: [A-Za-z][\w-]{1,30})?) (?:section|heading|part)\b"
    r"|\b(?:section|heading) (?:called |named )?(?:['\"‘“]([A-Za-z][\w -]{1,30})['\"’”]"
    r"|([A-Za-z][\w-]{1,30})\b)"
    r"|(?<![\w.])([A-Za-z][\w-]{1,30})\s*(?:섹션|단락|부분|항목|목록|제목)",
    _I,
)
_SHOW = re.compile(r"\b(?:read|show)\b|읽어|보여", _I)
SECTION_COMMAND = (
    "awk 'tolower($0) ~ /^#+ .*{section}/ {{p=1; print; next}} /^#+ / {{p=0}} p' {name}"
)


def _section_command(request: str, name: str) -> str | None:
    """The awk that prints a Markdown section the request names, or None."""
    if not name.lower().endswith((".md", ".markdown")) and name != "README":
        return None
    found = _SECTION.search(URL.sub(" ", request))
    section = next((g for g in found.groups() if g), None) if found else None
    if section is None or section.lower() in ("this", "that", "first", "last", "next"):
        return None
    path = "README.md" if name == "README" else name
    place = _item_place(request.replace(section, " "))
    if place is not None:
        return SECTION_ITEM_COMMAND.format(
            section=re.escape(section.lower()), name=path, which=place[0], said=place[1]
        )
    return SECTION_COMMAND.format(section=re.escape(section.lower()), name=path)


# one item of a section's list by its place: "README의 Layout 부분에서 제일 아래에 적힌 항목"
# was answered with the section's heading, "Layout" (fresh30 read-66); "the first item under
# Usage", "두 번째 항목" — the section's items listed, the one asked said last
SECTION_ITEM_COMMAND = (
    "awk 'tolower($0) ~ /^#+ .*{section}/ {{p=1; next}} /^#+ / {{p=0}} "
    "p && /^[ \\t]*([-*+]|[0-9]+[.)]) / {{n++; item[n] = $0; print}} END {{k = {which}; "
    'if (k < 0) k = n; if (k >= 1 && k <= n) print "(the {said} item of " n ":", item[k] ")"; '
    'else print "(the section has " n + 0 " items)"}}\' {name}'
)
_ITEM_LAST = re.compile(
    r"\b(?:last|bottom(?:most)?|final|lowest)\b|마지막|(?:제일|맨|가장)\s*(?:아래|밑|끝|마지막)", _I
)
_ITEM_FIRST = re.compile(
    r"\b(?:first|top(?:most)?)\b(?![- ]level)|(?:제일|맨|가장)\s*(?:위|처음|앞|먼저)"
    r"|첫\s*(?:번째)?",
    _I,
)
def _item_place(request: str) -> tuple[int, str] | None:
    """(the place of the list item asked, -1 for the last; how it is said), or None."""
    which = ordinal_in(request)
    if which is not None and which >= 2:
        return which, f"number {which}"
    if _ITEM_LAST.search(request):
        return -1, "last (bottom)"
    if _ITEM_FIRST.search(request):
        return 1, "first (top)"
    return None


def _named_file_entry(request: str) -> tuple[str, str, bool] | None:
    """(the command that answers, what a command that shows it has, whether a whole read
    shows it) for a question about one named file in the table."""
    named = FILE_NAME.search(URL.sub(" ", request))
    if named is None:
        return None
    printed = printed_value.command(request)  # 「실행하지 말고 … 몇 개라고 출력」 (fresh42 read-90)
    if printed is not None:
        return printed
    shown = _QUESTION.search(request) or _SHOW.search(request)
    section = _section_command(request, named.group(0)) if shown else None
    if section is not None and "item[" in section:  # one item: its place said, not the list
        return section, r"\bawk\b.*\bitem\[|\|\s*(?:tail|head|sed -n)\b|\bpython", False
    if section is not None:
        return section, r"\bawk\b|\bsed\b|\bgrep\b.*-\w*A", True
    used = columns_used.command(request)
    if used is not None:  # 「report.py는 sales.csv 열 중에서 몇 개를 … 써?」 (fresh44 count-94)
        return used
    lengths = line_lengths.command(request, named.group(0))
    if lengths is not None:  # 「메모 한 줄이 평균 몇 글자」 (fresh36 script-78: breaks counted),
        return lengths  # "Use Python to work out the average line length of notes.txt"
    if not _QUESTION.search(request):
        return None
    by_words = _lines_by_words(request, named.group(0))
    if by_words is not None:
        return by_words, r"\bawk\b.*\bNF\b|\bpython|\bwc\s+-w", False
    from_end = _line_from_end(request, named.group(0))
    if from_end is not None:
        return from_end
    shaped = shaped_lines.command(request, named.group(0))
    if shaped is not None:  # "notes … mention a day of the week or a month" (fresh43 count-91)
        return shaped
    of_code = code_lines.command(request, named.group(0))
    if of_code is not None:  # "not counting blank lines or comments" (fresh33 count-71)
        return of_code
    top_word = word_counts.command(request, named.group(0))
    if top_word is not None:  # "'the' 빼고 제일 자주 나오는 단어" (fresh34 count-74)
        return top_word
    mentioned = files_mentioned.command(request, named.group(0))
    if mentioned is not None:  # "Which of our files does the README mention?" (fresh39 files-83)
        return mentioned
    listed = todo_items.items_command(request, named.group(0))
    if listed is not None and (todo_items.OPEN_ITEMS in listed or " | awk " in listed):
        # 「아직 안 끝낸 일만 놓고 보면 위에서 세 번째 건」 was told to grep the ticked items for
        # its 끝낸 (fresh45 read-96): the open items, or one item by its place, as asked (the
        # finished ones alone stay the table's `grep -F '[x]'`)
        return listed, todo_items.shown_by(listed), False
    for pattern, command, shows, whole_read in _NAMED_FILE_QUESTIONS:
        if not re.search(pattern, request, _I):
            continue
        word = _QUOTED_WORD.search(request)
        if "{word}" in command and (word is None or not re.fullmatch(r"[\w가-힣-]{2,}", word[1])):
            # the word to count is not said plainly: the model's to find (one letter quoted,
            # "how many times does 'e' appear", is char_counts' count of the letter)
            return None
        said = word[1] if word else ""
        code = next((n for n in FILE_NAME.findall(request) if _CODE_FILE.search(n)), named[0])
        return command.format(name=named.group(0), word=said, code=code), shows, whole_read
    return None


# lines with more (or fewer) words than a number: "How many lines in notes.txt have more than
# five words?" was sent to csv_query (fresh25 count-55); awk's NF is a line's words
_WORD_COUNTS = {**NUMBER_WORDS, **NATIVE_NUMBERS}
_COUNT_WORD = r"(\d+|" + "|".join(sorted(_WORD_COUNTS, key=len, reverse=True)) + r")"
_LINES_BY_WORDS = re.compile(
    rf"\b(more|fewer|less|over|under|at least|at most)\s+(?:than\s+)?{_COUNT_WORD}\s+words?\b"
    rf"|{_COUNT_WORD}\s*(?:개\s*)?(?:단어|낱말)\s*(?:가|이)?\s*(넘|초과|이상|이하|미만|보다\s*(?:많|적))",
    _I,
)
_WORDS_OP = {"more": ">", "over": ">", "fewer": "<", "less": "<", "under": "<",
             "at least": ">=", "at most": "<=", "넘": ">", "초과": ">", "이상": ">=",
             "이하": "<=", "미만": "<"}  # fmt: skip


def _lines_by_words(request: str, name: str) -> str | None:
    """The awk that lists and counts a file's lines past a number of words, or None."""
    found = _LINES_BY_WORDS.search(request)
    if found is None or not re.search(r"\blines?\b|줄|행|문장", request, _I):
        return None
    word, count = (found[1], found[2]) if found[1] else (found[4], found[3])
    word = " ".join(word.lower().split())
    op = _WORDS_OP.get(word) or ("<" if "적" in word else ">")
    n = _WORD_COUNTS.get(count.lower()) or int(count)
    quoted = shlex.quote(name)
    return (
        f'awk \'NF {op} {n} {{n++; print NR": " $0}} END {{print n+0, "lines have", '
        f'"{op} {n} words"}}\' {quoted}'
    )


# a line counted from the end: "What does the second-to-last line of notes.txt say?" read line
# 2 and then took the last line's `tail -n 1` (fresh32 read-69); "끝에서 세 번째 메모", "the
# penultimate item", "the 3rd line from the bottom". Blank lines are skipped, as for the last
# line (the table's entry above); the line keeps its number.
_ITEM_NOUN = r"(?:line|item|entry|task|thing|todo|note|row)s?"
_FROM_END_PLACE = re.compile(
    rf"\b(?P<en>{ORDINAL.pattern})[- ](?:to|from)[- ](?:the[- ])?last\s+{_ITEM_NOUN}\b"
    rf"|\b(?P<two>penultimate|next[- ]to[- ]last|second[- ]last)\s+{_ITEM_NOUN}\b"
    rf"|\blast\s+{_ITEM_NOUN}\s+but\s+one\b(?P<but_one>)"
    rf"|\b(?P<en_end>{ORDINAL.pattern})\s+(?:last\s+)?{_ITEM_NOUN}\s+from\s+(?:the\s+)?(?:end|bottom)\b"
    rf"|(?:끝|뒤|밑|아래|마지막)에서\s*(?:부터\s*)?(?P<ko>{ORDINAL.pattern})\s*"
    r"(?:줄|행|라인|항목|메모|할\s*일|일|거|것|내용|문장|노트)"
    r"|마지막\s*(?:줄|항목|메모|거)?\s*(?:바로\s*)?(?:앞|위|전)\s*(?:줄|항목|메모|거|에)(?P<ko_two>)",
    re.IGNORECASE,
)
LINE_FROM_END = (
    "awk 'NF {{n++; line[n] = NR \": \" $0}} END {{k = n - {place} + 1; if (k >= 1) "
    "print \"(line \" {place} \" from the end, blank lines skipped) \" line[k]; "
    "else print \"(only \" n + 0 \" lines with text)\"}}' {name}"
)


def _line_from_end(request: str, name: str) -> tuple[str, str, bool] | None:
    """(the command printing the line `place` from the end, what a command that shows it has,
    no whole read) for a request naming a line by its place from the end, or None."""
    found = _FROM_END_PLACE.search(request)
    if found is None:
        return None
    said = found["en"] or found["en_end"] or found["ko"]
    place = ordinal_in(said) if said else 2
    if place is None or place < 1:
        return None
    command = LINE_FROM_END.format(name=shlex.quote(name), place=place)
    shows = (
        rf"\btail\b[^|]*\b{place}\b[^|]*\|\s*head\s+-(?:n\s*)?1\b"
        rf"|\bNR\s*-\s*{place - 1}\b|\$-{place - 1}\b|\bn\s*-\s*{place}\s*\+\s*1\b|\bpython"
    )
    return command, shows, False


def _named_file_command(request: str) -> str | None:
    entry = _named_file_entry(request)
    return entry[0] if entry else None


def _named_file_question_unseen(request: str, done: list[CallOutcome]) -> str | None:
    """The table's command for a question about a named file when no call this turn could
    show its answer."""
    entry = _named_file_entry(request)
    if entry is None or not done:
        return None
    command, shows, whole_read = entry
    for outcome in done:
        if outcome.call.name == "bash" and re.search(shows, argument_text(outcome), _I):
            return None
        if whole_read and _whole_read(outcome):
            return None
    return command


def _whole_read(outcome: CallOutcome) -> bool:
    arguments = outcome.call.arguments
    if outcome.call.name != "read_file" or not isinstance(arguments, dict):
        return False
    return not arguments.get("lines") and not arguments.get("start_line")


def _line_count_unseen(request: str, done: list[CallOutcome]) -> str | None:
    """ "notes.txt 몇 줄이야?" answered from a read of its lines 1-3 ("3줄"): a count of a named
    file's lines is shown by `wc -l`, a counting grep or a whole read (its footer counts)."""
    names = _named_files(request)
    if not names or not _COUNT.search(request) or not done or _SOME_LINES.search(request):
        return None
    if _asks_to_run(request):  # "check.sh 돌리면 몇 줄이 출력돼요?" counts its output's lines
        return None
    # each file named is counted: "notes.txt랑 todo.md 합치면 전부 몇 줄이야?" was answered
    # with notes.txt's 8 (fresh14 count-32)
    counting = [argument_text(o) for o in done if _counts_lines(o)]
    if all(any(name in text for text in counting) for name in names):
        return None
    return f"wc -l {' '.join(names)}"


# which line of a named file a note is on: "notes.txt에 기차표 예매하라는 메모가 몇 번째 줄에
# 적혀 있어?" grepped for "기차표 예매" in a file written in English ("Book train tickets to
# Busan"), found nothing and said so (fresh29 read-64): the file's lines with their numbers,
# when no call this turn found the line
_WHICH_LINE = re.compile(
    r"몇\s*(?:번째|번|째)\s*(?:줄|행|라인)|어느\s*(?:줄|행|라인)|몇\s*번째\s*(?:메모|항목|내용)"
    r"|\b(?:which|what) line\b|\bline number\b|\bon (?:which|what) line\b",
    _I,
)


def _numbered_lines_unseen(request: str, done: list[CallOutcome]) -> str | None:
    """`cat -n` of the one file a question asks which line of, when no call this turn showed a
    numbered line of it (a grep that found nothing, a read of some lines)."""
    names = _named_files(request)
    if len(names) != 1 or not _WHICH_LINE.search(request) or not done:
        return None
    if not _QUESTION.search(request) or _ACTION.search(request):
        return None
    name = names[0]
    for outcome in done:
        found = not outcome.result.is_error and not re.match(
            r"\(no output\)|no matches", outcome.result.content, _I
        )
        if not found:
            continue
        if outcome.call.name == "grep" or _whole_read(outcome):  # both number their lines
            return None
        ran = argument_text(outcome) if outcome.call.name == "bash" else ""
        if name in ran and re.search(r"\bcat\s+-\w*n|\bgrep\b.*\s-\w*n|\bnl\b|\bNR\b", ran):
            return None
    return f"cat -n {shlex.quote(name)}"


# lines of a kind ("how many lines mention Mina?", "ERROR이 들어간 줄"): not the file's count
_SOME_LINES = re.compile(
    r"\b(?:mention|contain|with|that|which|where|match|say)\w*\b"
    r"|포함|들어간|들어있는|나오는|적힌|있는\s*줄|인\s*줄|된\s*줄",
    _I,
)
_COUNTING = re.compile(r"\bwc\b|\bgrep\s+(?:-\w*c|--count)|\bawk\b|\bsed\s+-n\s+'?\$=")


def _counts_lines(outcome: CallOutcome) -> bool:
    """A call whose result shows how many lines a file has."""
    name, arguments = outcome.call.name, outcome.call.arguments
    if name == "bash":
        return bool(_COUNTING.search(argument_text(outcome)))
    if name == "read_file":  # a whole read ends with the file's line count
        return not (isinstance(arguments, dict) and arguments.get("lines"))
    return name in ("grep", "csv_query")


def _file_question_unseen(request: str, done: list[CallOutcome]) -> str | None:
    """ "Which files are executable?" answered from a glob, which shows no mode: the table's
    command when no call this turn could show the answer."""
    entry = _file_question(request)
    if entry is None or not _QUESTION.search(request):
        return None  # "make the scripts executable" is a change, not a look-up
    _, command, shows, tools = entry
    for outcome in done:
        if outcome.call.name in tools:
            return None
        if outcome.call.name == "bash" and re.search(shows, argument_text(outcome), _I):
            return None
    return command


_PROGRAM = re.compile(
    r"\b(python3?|git|node|npm|pip3?|gcc|java|docker|ruby|go|rustc|cargo|make|perl|curl|bash|zsh"
    r"|sqlite3)\b",
    _I,
)


def suggestions(need: Need, tools: Collection[str], request: str = "", most: int = 1) -> list[str]:
    """The tool calls that would answer `request`, best first, among `tools` (e.g. "bash with
    `whoami`"); the request's file name is filled in."""
    return [text for _, text in suggested_calls(need, tools, request, most)]


# "용량이 제일 큰 파일", "the biggest file": every file below, by size (.git left out)
_MOST_SPACE = (
    r"\b(?:biggest|largest|heaviest)\b|\b(?:the )?most (?:space|room|disk)\b"
    r"|(?:제일|가장)\s*(?:큰|무거운|많이\s*차지|용량)|용량[을이]?\s*(?:제일|가장)\s*많이"
)
# only the files inside subfolders: "하위 폴더 안에 들어 있는 파일 중에서 … 맨 위 폴더에 있는
# 파일은 빼고" (fresh26 files-58 globbed the Python files); "look in the subfolders too" is not
_SUBFOLDERS_ONLY = re.compile(
    r"하위\s*(?:폴더|디렉터리|디렉토리)\s*(?:안|속)"
    r"|(?:맨\s*위|최상위|루트|꼭대기)\s*(?:폴더|디렉터리|디렉토리)?\S*\s*(?:에\s*)?(?:있는\s*)?"
    r"(?:파일\S*\s*)?(?:빼|제외)"
    r"|\b(?:only\s+)?(?:in|inside|within)\s+(?:the\s+)?sub-?(?:folders?|directories)\b(?!\s+too)"
    r"|\b(?:not|excluding|except|leave out|leaving out|without)\s+(?:the\s+)?(?:files\s+)?"
    r"(?:(?:in|at)\s+)?(?:the\s+)?top(?:-level|\s+level)?\b",
    _I,
)
def _table_command(request: str, need: Need) -> str | None:
    """The command one of the question tables names for `request` (a log's, the files'), or
    None."""
    logged = log_questions.look_up(request, _log_place(need))
    if logged is not None:
        return logged
    question = _file_question(request)
    if question is not None:
        return question[1]
    # a line length after a failed calculate: the loop runs it (the model's copy of its
    # Python was cut at the first double quote)
    named = FILE_NAME.search(URL.sub(" ", request))
    lengths = line_lengths.command(request, named.group(0)) if named else None
    return lengths[0] if lengths else None


def _below_the_top(command: str) -> str:
    """The find of every file below, without the top folder's own files."""
    return command.replace("find . -type f", "find . -mindepth 2 -type f", 1)


_FILE_SIZE_WORDS = r"(?:\bfiles?\b|파일|용량|\bsizes?\b|\bbytes?\b|\bspace\b|\bdisk\b)"
_EXTREME_SIZE = re.compile(rf"{_MOST_SPACE}|\bsmallest\b|(?:제일|가장)\s*작은", _I)
FILES_BY_SIZE = "find . -type f -not -path './.git/*' -printf '%s %p\\n' | sort -n"
FILES_BY_LINES = "find . -type f -not -path './.git/*' -exec wc -l {} + | sort -n"
# Questions about the files of a folder that a plain listing or a glob does not answer, first
# match wins: (the question, the command that shows it, what a command the model ran must have
# to show it, the other tools whose result shows it). Not about a named file.
EXECUTABLE_FILES = "find . -type f -perm -u+x -not -path './.git/*'"
# every file below by extension, most first (a name with no dot is "(none)")
FILES_BY_EXTENSION = (
    "find . -type f -not -path './.git/*' | awk -F/ '{n = split($NF, p, \".\"); "
    'print (n > 1 && p[1] != "") ? p[n] : "(none)"}\' | sort | uniq -c | sort -rn'
)
# the files that are code — programs and scripts, not notes, docs or data, every folder down:
# "Which files are actual programs or scripts?" (fresh24 files-53 listed the top folder)
_CODE_EXTENSIONS = ("py", "sh", "bash", "zsh", "js", "mjs", "ts", "rb", "go", "rs", "c", "h",
                    "cpp", "java", "kt", "pl", "php", "lua", "ps1", "r", "swift")  # fmt: skip
CODE_FILES = (
    "find . -type f -not -path './.git/*' \\( "
    + " -o ".join(f"-name '*.{extension}'" for extension in _CODE_EXTENSIONS)
    + " -o -perm -u+x \\) | sort"
)
_CODE_ASKED = (
    r"\b(?:code|source|program|script)\s+files\b|\bactual (?:code|programs?|scripts?)\b"
    r"|\b(?:programs?|scripts?|code)\b[^.?]{0,40}\bnot\b[^.?]{0,30}\b(?:notes?|docs?|data"
    r"|documents?|text)\b|\bwhich (?:files )?(?:are|is) (?:code|programs?|scripts?)\b"
    r"|(?:코드|소스|프로그램)\s*파일|(?:어떤|어느|무슨)\s*파일\S*\s*(?:이|가)?\s*(?:코드|프로그램)"
    r"|(?:코드|프로그램|스크립트)(?:인|만|들만)\s*(?:파일|거|것)"
)
_FILES_COUNTED = (
    r"(?:\bhow many\b.*\bfiles?\b|\bnumber of files\b|\bcount\b.*\bfiles\b|파일.*몇\s*개)"
)
_FOLDERS_LEFT_OUT = (
    r"(?:(?:하위\s*)?(?:폴더|디렉터리|디렉토리)\S*\s*(?:은|는|랑|하고|이랑)?\s*(?:\S+\s+)?"
    r"(?:빼고|제외|말고)"
    r"|맨\s*위|최상위|\btop(?:-| )level\b|\bat the top\b"
    r"|\b(?:not counting|excluding|without|leaving out|apart from|except)\b[^.?]*\b(?:sub)?"
    r"(?:folders?|director(?:y|ies))\b|\bno (?:sub)?folders\b)"
)
_HIDDEN_LEFT_OUT = (
    r"(?:숨(?:김|겨진|은)\s*(?:파일)?\S*\s*(?:은|는|도)?\s*(?:빼고|제외|말고)"
    r"|(?:폴더|디렉터리)\S*\s*(?:랑|하고|이랑|와|과)\s*숨(?:김|겨진|은)"
    r"|\b(?:not counting|excluding|without|leaving out|apart from|except|no)\b[^.?]*\bhidden\b)"
)
_EXACT_LINES = (
    r"\b(?:exactly|only|just) (one|a single|two|three|\d+) lines?\b"
    r"|\b(one|single|two|three|\d+)[- ]line files?\b"
    r"|(한|두|세|네|\d+)\s*(?:줄|행)\s*(?:뿐|짜리|만\s*(?:있|인|들))"
)
_LINE_COUNTS = {"one": 1, "a single": 1, "single": 1, "two": 2, "three": 3, "한": 1, "두": 2,
                "세": 3, "네": 4}  # fmt: skip
# every folder's files added up, folders inside it counted, biggest last: "which folder holds
# the most data? Add up the sizes of the files in each one" (fresh27 files-59 sized one log)
FOLDERS_BY_SIZE = (  # (the path is the rest of the line: a folder's name may hold spaces)
    "find . -mindepth 2 -type f -not -path './.git/*' -printf '%s %P\\n' | "
    "awk '{n = $1; sub(/^[0-9]+ /, \"\"); split($0, p, \"/\"); s[p[1]] += n} "
    "END {for (d in s) print s[d], d}' | sort -n"
)
_FOLDER_ASKED = (
    r"\b(?:which|what) (?:sub)?(?:folder|directory)\b|\b(?:each|every|per) (?:sub)?folder\b"
    r"|\bfolder sizes?\b|(?:어느|어떤|무슨)\s*(?:하위\s*)?(?:폴더|디렉터리|디렉토리)"
    r"|폴더\s*(?:중|별|마다)"
)
# every folder at the top with its files counted, every level down, and the top folder's own
# apart: "How many files are there in each of the subfolders?" ran `find -type d -exec ls -l`
# and said the 122 names it printed (fresh37 count-79); 「폴더마다 파일이 몇 개씩 있어?」
FILES_PER_FOLDER = (
    "find . -mindepth 1 -maxdepth 1 -type d -not -name .git -printf '%P\\n' | sort | "
    'while IFS= read -r d; do echo "$d/: $(find "./$d" -type f | wc -l) files"; done; '
    'echo "(the top folder itself, in no subfolder: $(find . -maxdepth 1 -type f | wc -l) files)"'
)  # (each folder's name first, its count beside it, as a list of counts reads)
_EACH_FOLDER = (
    r"\b(?:each|every|per)\s+(?:one\s+)?(?:of\s+(?:the|my|these|those)\s+)?(?:sub-?)?"
    r"(?:folders?|director(?:y|ies))\b|\bfolder by folder\b"
    r"|(?:폴더|디렉터리|디렉토리)\s*(?:마다|별로?|당)|각\s*(?:하위\s*)?(?:폴더|디렉터리|디렉토리)"
)
_FILES_PER_FOLDER = rf"(?=.*{_FILES_COUNTED})(?=.*(?:{_EACH_FOLDER}))"
# (a count per folder of files: not a listing of folders, `ls -l`'s names counted by uniq)
FILES_PER_FOLDER_SHOWN = r"-type\s+f\b.*(?:\bwc\s+-l|\buniq\s+-\w*c|\bawk\b.*\+\+)"
_FOLDER_SIZE = (
    r"\bmost (?:data|space|bytes)\b|\b(?:biggest|largest|heaviest)\b|\btotal (?:size|bytes)\b"
    r"|\badd up\b.*\bsizes?\b|용량|크기|\bbytes\b"
)
# every file's bytes added up by its extension, biggest last: "Leaving the log out, which type
# of file takes up the most space here if you add up the sizes by file extension?" counted the
# files of each kind and called the counts bytes (fresh29 files-63); "확장자별로 용량 합치면"
SIZES_BY_EXTENSION = (
    "find . -type f -not -path './.git/*' -printf '%s %f\\n' | awk '{n = $1; "
    'sub(/^[0-9]+ /, ""); k = split($0, p, "."); e = (k > 1 && p[1] != "") ? "." p[k] : '
    '"(none)"; s[e] += n; c[e]++} END {for (e in s) print s[e], "bytes:", e, "(" c[e] '
    '" files)"}\' | sort -n'
)
_EXTENSION_ASKED = (
    r"확장자|\bextensions?\b|\bfile ?types?\b|\btypes? of files?\b|\bkinds? of files?\b"
    r"|파일\s*(?:종류|유형|형식)"
)
_EXTENSION_SIZE = (
    r"\bsizes?\b|\bbytes?\b|\b(?:most|least) (?:space|room|disk)\b|\bspace\b|\bbiggest\b"
    r"|\blargest\b|용량|크기|바이트"
)
# every file's bytes added up to one figure, the files listed above it: "Leaving out the log and
# the .git folder, how many bytes do all the other files here add up to?" ran `du -sh` and
# `ls -l` on the log and answered the log's size (fresh30 files-65); "파일 용량을 다 합치면"
FILES_TOTAL_SIZE = (
    "find . -type f -not -path './.git/*' -printf '%s %p\\n' | sort -n | awk '{print; s += $1} "
    'END {print "(the bytes of", NR, "files added up:)"; print s + 0, "total"}\''
)  # (the last line as `wc -c` prints it: an answer with another number is told the total)
# the lines of every file (of the one kind asked) added up, every folder down: "Add up the lines
# of every Markdown file, the docs folder included." passed the docs folder to csv_query and
# read_file, and said it could not check (fresh39 count-83); 「마크다운 파일 줄 수 다 합치면」
FILES_TOTAL_LINES = (
    "find . -type f -not -path './.git/*' -exec wc -l {} + | awk '$2 != \"total\" {print; "
    's += $1; n++} END {print "(the lines of", n + 0, "files added up:)"; print s + 0, "total"}\''
)
_TOTAL_LINES = (
    r"^(?=.*(?:\blines\b|줄|라인))"
    r"(?=.*(?:\badd(?:s|ed)? up\b|\badding up\b|\btotal\b|\baltogether\b|\bcombined\b"
    r"|\bin all\b|\bsum\b|합치|합하|합쳐|합산|더하|더해|더한|총|전부\s*(?:해서|합)|다\s*해서))"
    r"(?=.*(?:\bfiles?\b|파일))"
    r"(?!.*\beach (?:file|one)\b)(?!.*(?:파일|하나)\s*(?:마다|별로|별))"
    # blank lines, lines of code, the longest line, a log's lines are others'
    r"(?!.*\b(?:blank|empty|code|longest|widest|error|warning)\b)(?!.*(?:빈|공백|코드|로그|에러))"
)
# the files' mean size: "Leaving the log out, what's the average size of a file in this project,
# in bytes?" ran `du -sh --max-depth=1 .`, which failed (fresh31 files-67): every file's bytes,
# their sum and count, and the mean
FILES_MEAN_SIZE = (
    "find . -type f -not -path './.git/*' -printf '%s %p\\n' | awk '{print; s += $1} "
    'END {if (NR) printf "%d bytes over %d files: %.2f bytes a file on average\\n", s, NR, '
    "s / NR}'"
)
_MEAN_SIZE = (
    r"(?=.*(?:\bbytes?\b|\bsizes?\b|\bhow (?:big|large)\b|용량|크기|바이트))"
    r"(?=.*(?:\baverage\b|\bmean\b|\btypical(?:ly)?\b|\bon average\b|평균))"
    r"(?=.*(?:\bfiles?\b|파일))"
)
_TOTAL_SIZE = (
    r"(?=.*(?:\bbytes?\b|\bsizes?\b|\bspace\b|\bhow (?:big|large|heavy)\b|용량|크기|바이트))"
    r"(?=.*(?:\badd(?:s|ed)? up\b|\badding up\b|\btotal\b|\bin total\b|\baltogether\b"
    r"|\bcombined\b|\bin all\b|\bsum\b|합치|합하|합쳐|합산|더하|더해|더한|총|전부\s*(?:해서|합)"
    r"|다\s*해서))"
    r"(?=.*(?:\bfiles?\b|\beverything\b|파일|전부|모두|다\s*(?:합|더)))"
    r"(?!.*\beach (?:file|one)\b)(?!.*(?:파일|하나)\s*(?:마다|별로|별))"
)
# every file's words counted, most (or fewest) first: "로그 파일은 빼고, 하위 폴더까지 다 봐서
# 단어가 제일 많이 들어 있는 파일이 뭐야?" ran grep on the log and listed the folder (fresh30
# files-66); "which file has the most words"
FILES_BY_WORDS = (
    "find . -type f -not -path './.git/*' -exec wc -w {} + | awk '$2 != \"total\"' | sort -rn "
    "| head -5"
)
_WORDS_MOST = (
    r"\b(?:most|fewest|least|more|fewer) words\b|\bwordiest\b|\blongest (?:file )?by words\b"
    r"|단어\S*\s*(?:수\S*\s*)?(?:가|이)?\s*(?:제일|가장)\s*(?:많|적)"
    r"|(?:제일|가장)\s*(?:많은|적은)\s*단어"
)
_FEWEST_WORDS = re.compile(
    r"\b(?:fewest|least|fewer) words\b|단어\S*\s*(?:수\S*\s*)?(?:가|이)?\s*(?:제일|가장)\s*적"
    r"|(?:제일|가장)\s*적은\s*단어",
    _I,
)
# every file below, .git and the skipped folders left out
_FILES_BELOW = (
    "find . -type f -not -path './.git/*' -not -path '*/node_modules/*' -not -path '*/.venv/*' "
    "-not -path '*/__pycache__/*'"
)
# every file's blank lines counted (.git and the skipped folders left out), most first
FILES_BY_BLANK_LINES = (
    f"{_FILES_BELOW} -exec grep -Hc '^[[:space:]]*$' {{}} + "
    "| awk -F: '{n = $NF; sub(/:[0-9]+$/, \"\"); print n, $0}' | sort -rn"
)
# the file (ties kept) whose longest line is the longest, every folder down, with that line's
# number and its length in characters: "Which file in this project has the longest line, and
# how many characters long is that line? Include the subfolders." ran a `wc -l` and said
# "2419 total" (fresh34 files-73). Python, not `wc -L` (a tab is 8 columns to it) or awk
# (mawk's length counts bytes); files with a NUL byte are no text
FILES_BY_LONGEST_LINE = (
    f"{_FILES_BELOW} -print0 | python3 -c \"import sys; "
    "P = [p for p in sys.stdin.read().split(chr(0)) if p]; "
    "T = [(p, open(p, 'rb').read()) for p in P]; "
    "W = {p: max([(len(x), -i) for i, x in enumerate(b.decode('utf-8', 'replace').splitlines(), 1)]"
    " or [(0, 0)]) for p, b in T if 0 not in b}; "
    "m = max([w[0] for w in W.values()] or [0]); "
    "[print(p + ': line', -W[p][1], 'is', m, 'characters long') for p in sorted(W) if W[p][0] == m"
    " and m]; print('(the longest line of', len(W), 'files)')\""
)
_LONGEST_LINE = (
    r"\b(?:longest|widest)\s+(?:single\s+)?line\b"
    r"|(?:제일|가장)\s*긴\s*(?:한\s*)?(?:줄|행|라인)"
    r"|줄\s*(?:길이|이)\S*\s*(?:가|이)?\s*(?:제일|가장)\s*(?:긴|길)"
)
# what shows it: each file's line lengths, every folder down, their largest taken
LONGEST_LINE_SHOWN = (
    r"^(?=.*(?:\bfind\b|\bos\.walk\b|\brglob\b|\*\*)).*?"
    r"(?:\bawk\b.*\blength\b|\bmax\b.*\blen\b)"
)
_BLANK = r"(?:\b(?:blank|empty)\s+lines?\b|(?:빈|공백)\s*(?:줄|행))"
_BLANK_LINES_END = (
    rf"\b(?:most|fewest|least|more|fewer)\s+{_BLANK}"
    rf"|{_BLANK}\S*\s*(?:수\S*\s*)?(?:가|이)?\s*(?:제일|가장)\s*(?:많|적)"
    rf"|(?:제일|가장)\s*(?:많은|적은)\s*{_BLANK}"
)
_FEWEST_BLANK = re.compile(
    rf"\b(?:fewest|least|fewer)\s+{_BLANK}|{_BLANK}\S*\s*(?:수\S*\s*)?(?:가|이)?\s*(?:제일|가장)\s*적"
    rf"|(?:제일|가장)\s*적은\s*{_BLANK}",
    _I,
)
# what shows each file's blank lines: a count of the lines matching an empty one, per file
BLANK_LINES_SHOWN = (
    r"^(?=.*(?:\bfind\b|-r\w*\b|\*\*)).*?(?:\bgrep\b[^|]*-\w*c|\bawk\b)[^|]*\^(?:\[\[:space:\]\]\*|\\s\*)?\$"
    r"|\bpython"
)


def _blank_lines_end(command: str, request: str) -> str:
    """Every file's blank lines cut to the file (ties kept) with the most, or the fewest."""
    fewest = _FEWEST_BLANK.search(request)
    ordered = command.replace("sort -rn", "sort -n") if fewest else command
    word = "fewest" if fewest else "most"
    return (
        f"{ordered} | awk 'NR == 1 {{m = $1}} $1 == m {{n = $1; sub(/^[0-9]+ /, \"\"); "
        f"print n \" blank lines: \" $0}} "
        f"END {{print \"(the {word} blank lines of \" NR \" files)\"}}'"
    )


_FILE_QUESTIONS: tuple[tuple[str, str, str, frozenset[str]], ...] = (
    (rf"(?=.*(?:{_EXTENSION_ASKED}))(?=.*(?:{_EXTENSION_SIZE}))", SIZES_BY_EXTENSION,
     r"\bawk\b.*\+=|\bpython", frozenset()),
    (_WORDS_MOST, FILES_BY_WORDS, r"\bwc\b.*-\w*w.*(?:\bfind\b|-R|\*\*)|\bfind\b.*\bwc\s+-\w*w",
     frozenset()),
    # (not `du`: it counts blocks and the folders' own entries, not the files' bytes — "하위
    # 폴더별로 … 파일 용량을 다 더하면 어느 폴더가 제일 작아?" took `du -sh`'s "4.0K" and said
    # "1.2 GB": fresh29 files-64)
    (rf"(?=.*(?:{_FOLDER_ASKED}))(?=.*(?:{_FOLDER_SIZE}))", FOLDERS_BY_SIZE,
     r"\bawk\b.*\+=|\bpython", frozenset()),
    # (the bytes of the files themselves: `du` counts blocks, `du -sh * | awk '{t += $1}'` adds
    # up "4.0K" and "56K" as 4 and 56)
    (_FILES_PER_FOLDER, FILES_PER_FOLDER, FILES_PER_FOLDER_SHOWN, frozenset()),
    (_MEAN_SIZE, FILES_MEAN_SIZE,
     r"(?=.*-printf\s+'?%s)(?=.*\bawk\b.*\+=)|\bpython|\bstat\b.*\bawk\b", frozenset()),
    (_TOTAL_SIZE, FILES_TOTAL_SIZE,
     r"(?=.*-printf\s+'?%s)(?=.*\bawk\b.*\+=)|\bpython|\bfind\b.*\bwc\s+-\w*c|\bstat\b.*\bawk\b.*\+=",
     frozenset()),
    # the headings of every Markdown file, every folder down: "How many headings are there
    # across all our Markdown files, the docs folder included?" ran `grep -o '^#' docs/**/*.md`,
    # a glob the shell does not expand (fresh26 count-57)
    (r"(?=.*(?:\bmarkdown\b|\.md\b|마크다운|\bdocs?\b|문서))(?=.*(?:\bheadings?\b|\bheaders?\b"
     r"|\btitles?\b|제목|헤딩))",
     "find . -name '*.md' -not -path './.git/*' -exec grep -HE '^#{1,6} ' {} + | "
     "awk '{print} END {print NR, \"headings\"}'",
     r"\bfind\b.*-name.*md.*grep|grep\s+-\w*r\w*.*\^#", frozenset()),
    (_CODE_ASKED, CODE_FILES, r"\\?\(.*-name.*\s-o\s|\bfile\s", frozenset()),
    # the files counted by their extension: "이 프로젝트에 제일 많은 파일 종류가 뭐야? 확장자로
    # 치면 뭐가 몇 개야?" counted the top folder's files (fresh21 files-48)
    (r"확장자|\bextensions?\b|\bfile ?types?\b|\btypes? of files?\b|\bkinds? of files?\b"
     r"|파일\s*(?:종류|유형|형식)",
     FILES_BY_EXTENSION, r"\buniq\s+-\w*c|Counter|\bawk\b.*\+\+", frozenset()),
    # the files at the top of the folder, counted without its folders (and without the hidden
    # ones when the request leaves them out): "이 폴더 맨 위에 파일이 몇 개 있어요? 하위 폴더랑 숨김
    # 파일은 빼고요." was answered with the listing's 12 entries (fresh19 count-44)
    (rf"(?=.*{_FILES_COUNTED})(?=.*{_FOLDERS_LEFT_OUT})(?=.*{_HIDDEN_LEFT_OUT})",
     "find . -maxdepth 1 -type f -not -name '.*' | wc -l", r"-maxdepth\s*1\b.*-type\s+f",
     frozenset()),
    (rf"(?=.*{_FILES_COUNTED})(?=.*{_FOLDERS_LEFT_OUT})",
     "find . -maxdepth 1 -type f | wc -l", r"-maxdepth\s*1\b.*-type\s+f", frozenset()),
    (r"\bexecutables?\b|\bexecute permission|\bexec(?:utable)? bit\b"
     r"|실행\s*(?:가능한|할\s*수\s*있는|권한)",
     EXECUTABLE_FILES,
     r"\bls\b.*\s-\w*l|\bstat\b|-perm\b|-executable\b|\btest -x|\[ -x", frozenset()),
    # a glob of * leaves dot files out (bench_tasks files-11); list_dir shows them
    # (not "숨김 파일까지 다 쳐서", "including hidden files": they only count as well)
    (r"(?<!including )(?<!counting )(?<!plus )\bhidden (?:files?|folders?|director\w*)"
     r"|\bdot ?files\b|숨(?:김|겨진|은|겨\s*있는)\s*(?:파일|폴더)(?!\S*\s*(?:까지|도|포함|다))",
     "ls -A", r"\bls\b.*\s-\w*[aA]|-name\s+['\"]?\.|\bfind\b", frozenset({"list_dir"})),
    (_LONGEST_LINE, FILES_BY_LONGEST_LINE, LONGEST_LINE_SHOWN, frozenset()),
    # the file with the most (or fewest) blank lines, every folder down: "Which file in this
    # project has the most blank lines in it? Check the subfolders too" ran a broken find, then
    # listed the top folder (fresh33 files-71); 「빈 줄이 제일 많은 파일」
    (_BLANK_LINES_END, FILES_BY_BLANK_LINES, BLANK_LINES_SHOWN, frozenset()),
    # the longest file by lines, not by bytes (fresh12 files-29 asked a CSV that is not there)
    # … and the files past a number of lines (fresh15 files-35 named three .py files from a
    # glob, counting none)
    (r"\b(?:most|fewest|least) lines\b|\blongest files?\b|\bshortest files?\b"
     r"|\b(?:more|fewer|less|over|under) than \d+ lines\b|\b(?:over|under) \d+ lines\b"
     r"|\d+\s*(?:줄|행)\s*(?:이|가)?\s*(?:넘|이상|이하|미만|초과|보다)"
     r"|(?:줄|행)\s*(?:수)?[이가]?\s*(?:제일|가장)\s*(?:많|적)|(?:제일|가장)\s*(?:긴|짧은)\s*파일"
     # the files of exactly so many lines: "내용이 딱 한 줄뿐인 파일이 뭐뭐 있어?" listed the
     # folder (fresh20 files-46)
     rf"|{_EXACT_LINES}",
     FILES_BY_LINES, r"\bwc\b", frozenset()),
    # … and every file's lines added up, every folder down (fresh39 count-83 added up docs/'s
    # alone, `find docs -name '*.md' -exec wc -l`, and said 12)
    (_TOTAL_LINES, FILES_TOTAL_LINES, r"\bfind\s+\./?\s.*\bwc\s+-\w*l|\bwc\s+-\w*l\s[^|;]*\*\*",
     frozenset()),
    # the biggest files by bytes, every folder down (fresh14 files-33 answered from a listing
    # of the top folder: "app.log, sales.csv and todo.md")
    # — of files: "가장 큰 매출이 난 날" and "the smallest sale" are a table's
    # (a word of files or sizes anywhere: "마크다운 파일 중 제일 작은 거 … 몇 바이트야?")
    (rf"^(?=.*{_FILE_SIZE_WORDS}).*?(?:{_MOST_SPACE})", f"{FILES_BY_SIZE} | tail -5",
     r"-printf\s+'?%s|\bdu\b|\bls\b.*\s-\w*S|\bstat\b|\bwc\s+-c", frozenset()),
    # … and the smallest ("하위 폴더 안에 … 용량이 제일 작은 게 뭐야?" was answered from a glob of
    # *.py names: fresh26 files-58)
    (rf"^(?=.*{_FILE_SIZE_WORDS}).*?"
     r"(?:\bsmallest\b|(?:제일|가장)\s*(?:작은|가벼운)|용량[을이]?\s*(?:제일|가장)\s*적)",
     f"{FILES_BY_SIZE} | head -5",
     r"-printf\s+'?%s|\bdu\b|\bls\b.*\s-\w*S|\bstat\b|\bwc\s+-c", frozenset()),
    (r"\bempty (?:files?|folders?|director\w*)|빈\s*(?:파일|폴더|디렉)",
     "find . -empty -not -path './.git/*'", r"-empty\b|\bls\b.*\s-\w*l|\bwc\b|\bstat\b",
     frozenset()),
    (r"^(?!.*\bcommit)(?!.*커밋).*(?:\b(?:most recently|last|latest|recently) (?:modified|changed"
     r"|edited|updated)\b|\b(?:modif(?:y|ied)|chang(?:e|ed)|edit(?:ed)?|updat(?:e|ed)|touch(?:ed)?)"
     r" (?:most )?recently\b"
     r"|\bnewest files?\b|(?:최근|마지막)에?\s*(?:수정|변경|바뀐|고친))",
     "find . -type f -not -path './.git/*' -printf '%TY-%Tm-%Td %TH:%TM %p\\n' | sort | tail -5",
     r"%T|\bls\b.*\s-\w*t|\bstat\b|-newer|-mmin|-mtime", frozenset()),
)  # fmt: skip


# "more than 10 lines", "10줄 넘는": the files past it, filtered by the command — a small model
# handed every file's count listed them all (fresh15 files-35)
_PAST_LINES = re.compile(
    r"\b(more|fewer|less|over|under)(?: than)? (\d+) lines\b"
    r"|(\d+)\s*(?:줄|행)\s*(?:이|가)?\s*(넘|초과|이상|보다\s*(?:많|길)|이하|미만|보다\s*(?:적|짧))",
    _I,
)


# the file (or files, when tied) with the fewest or the most lines: "파이썬 파일 중에 줄 수가
# 제일 적은 게 뭐야? 몇 줄인지도" was given every file's count and wc's total, and answered
# "src/utils.py, src/app.py, report.py, total 22 줄" (fresh31 files-68)
_FEWEST_LINES = (
    r"\b(?:fewest|least)\s+lines\b|\bshortest\b|(?:줄|행)\s*(?:수)?\s*(?:가|이)?\s*(?:제일|가장)\s*적"
    r"|(?:제일|가장)\s*짧은"
)
_LINES_END = re.compile(
    rf"{_FEWEST_LINES}|\bmost\s+lines\b|\blongest\b|(?:줄|행)\s*(?:수)?\s*(?:가|이)?\s*(?:제일|가장)\s*많"
    r"|(?:제일|가장)\s*긴",
    _I,
)


def _lines_end(request: str) -> str:
    """Every file's lines, the fewest (or most) first, cut to those of that count."""
    fewest = re.search(_FEWEST_LINES, request, _I)
    ordered = FILES_BY_LINES if fewest else FILES_BY_LINES.replace("sort -n", "sort -rn")
    word = "fewest" if fewest else "most"
    return (
        f"{ordered} | awk '$2 != \"total\"' | awk 'NR == 1 {{m = $1}} $1 == m "
        f"{{n = $1; $1 = \"\"; print n \" lines:\" $0}} "
        f"END {{print \"(the {word} lines of \" NR \" files)\"}}'"
    )


def _lines_filter(request: str) -> str | None:
    """The awk filter for the files past (or of exactly) a number of lines the request says,
    or None."""
    exact = re.search(_EXACT_LINES, request, _I)
    if exact is not None:
        said = next(group for group in exact.groups() if group).lower()
        lines = _LINE_COUNTS.get(said) or int(said)
        return f"awk '$2 != \"total\" && $1 == {lines}'"
    found = _PAST_LINES.search(request)
    if found is None:
        return None
    word, count = (found[1], found[2]) if found[1] else (found[4], found[3])
    word = word.lower()
    if word.startswith(("more", "over", "넘", "초과", "보다")) and not re.search("적|짧", word):
        op = ">"
    elif word == "이상":
        op = ">="
    elif word == "이하":
        op = "<="
    else:
        op = "<"
    return f"awk '$2 != \"total\" && $1 {op} {count}'"


# the files past a size: "100바이트도 안 되는 자잘한 파일들" (fresh24 files-54 globbed *.txt),
# "anything bigger than 1 KB" — every folder down, .git left out, hidden files too unless left out
_PAST_SIZE = re.compile(
    r"\b(?P<en>bigger|larger|greater|more|over|above|smaller|less|under|below)(?:\s+than)?\s+"
    r"(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>bytes?|b|kib|kb|k|mib|mb)\b"
    r"|(?P<kn>\d+(?:\.\d+)?)\s*(?P<kunit>바이트|킬로바이트|메가바이트|kib|kb|mib|mb|b|k|메가)\s*"
    r"(?:도|가|이|를|을)?\s*(?P<ko>안\s*(?:되|돼)|미만|이하|넘|초과|이상|보다\s*(?:작|적|크|큰|많))",
    _I,
)
_SIZE_UNITS = {"kb": 1024, "kib": 1024, "k": 1024, "킬로바이트": 1024, "mb": 1024**2,
               "mib": 1024**2, "메가바이트": 1024**2, "메가": 1024**2}  # fmt: skip
FILES_PAST_SIZE = (
    "find . -type f -not -path './.git/*'{hidden} -size {bound}c -printf '%s %p\\n' | sort -n"
)
_ABOUT_FILES_HERE = re.compile(r"\bfiles?\b|\banything\b|\bproject\b|파일|폴더|프로젝트", _I)
SIZE_SHOWN = r"-size\b|-printf\s+'?%s|\bdu\b|\bstat\b|\bwc\s+-c"


# files bigger or smaller than one the request names: "Which of my files take up more space
# than notes.txt does?" ran `du -sh *` and named folders and smaller files (fresh25 files-55)
_THAN_FILE = re.compile(
    r"\b(?P<en>bigger|larger|greater|more space|more room|heavier|smaller|less space|lighter)"
    r"\s+than\s+(?:the\s+)?(?P<name>[\w./-]+\.\w+)"
    r"|(?P<kname>[\w./-]+\.\w+)\s*(?:보다|에\s*비해)\s*(?P<ko>크|큰|무거|용량이?\s*(?:크|큰|많)|작|가벼)",
    _I,
)
FILES_PAST_FILE = (
    "find . -type f -not -path './.git/*' -printf '%s %p\\n' | sort -{order}n | awk -v f={name} "
    '\'$2 == f {{print "(" $0 ": the file compared with; the files above are {kind})"}}; '
    "$2 == f {{exit}} {{print}}'"
)


# files with more (or fewer) lines than one the request names, every folder down: "README.md보다
# 줄 수가 많은 파일이 있어? 하위 폴더까지 다 봐 줘." globbed inside README.md and read it (fresh34
# files-74); "Which files have fewer lines than notes.txt?", 「app.py보다 긴 파일」. The file
# compared is found by its name in any folder; each file's count (`wc -l`) is set against its
# count, and a file of as many lines is neither
_LINES_THAN_FILE = re.compile(
    r"\b(?P<en>more|fewer|less)\s+lines\s+than\s+(?:the\s+)?(?P<name>[\w./-]+\.\w+)"
    r"|(?P<kname>[\w./-]+\.\w+)\s*(?:보다|에\s*비해)\s*(?:더\s*)?"
    r"(?:(?:줄|행|라인)\s*(?:수)?\s*(?:가|이|는|도)?\s*(?:더\s*)?(?P<ko>많|적|길|짧)|(?P<kl>긴|짧은))",
    _I,
)
FILES_LINES_PAST_FILE = (
    f"{_FILES_BELOW} -exec wc -l {{{{}}}} + | awk '$2 != \"total\"' | sort -{{order}}n | "
    "awk -v f={name} '{{c[NR] = $1; n = $1; sub(/^ *[0-9]+ /, \"\"); p[NR] = $0}} "
    '!s && (p[NR] == "./" f || substr(p[NR], length(p[NR]) - length(f)) == "/" f) '
    "{{m = n; s = 1; g = p[NR]}} "
    'END {{if (!s) {{print "(no file named " f " here)"; exit}} '
    'for (i = 1; i <= NR; i++) if (c[i] {op} m) {{print c[i] " lines: " p[i]; k++}} '
    'print "(" k + 0 " files have {kind} lines than " g ", which has " m ")"}}\''
)


def _lines_than_file_command(request: str) -> str | None:
    """The files with more (or fewer) lines than a file the request names, or None."""
    found = _LINES_THAN_FILE.search(request)
    if found is None or not _ABOUT_FILES_HERE.search(request):
        return None
    name = (found["name"] or found["kname"]).removeprefix("./")
    word = (found["en"] or found["ko"] or found["kl"]).lower()
    fewer = word.startswith(("fewer", "less", "적", "짧"))
    return FILES_LINES_PAST_FILE.format(
        order="" if fewer else "r",
        name=shlex.quote(name),
        op="<" if fewer else ">",
        kind="fewer" if fewer else "more",
    )


def _size_than_file_command(request: str) -> str | None:
    """The files bigger (or smaller) than a file the request names, sizes first, down to it."""
    found = _THAN_FILE.search(request)
    if found is None or not _ABOUT_FILES_HERE.search(request):
        return None
    name = (found["name"] or found["kname"]).removeprefix("./")
    word = (found["en"] or found["ko"]).lower()
    smaller = word.startswith(("smaller", "less", "lighter", "작", "가벼"))
    return FILES_PAST_FILE.format(
        order="" if smaller else "r",
        name=shlex.quote(f"./{name}"),
        kind="smaller" if smaller else "bigger",
    )


def _size_bound_command(request: str) -> str | None:
    """The `find` listing the files past the size the request says, with their sizes, or None.
    A kilobyte is 1,024 bytes, as `ls -h` counts; find's -size compares whole bytes."""
    found = _PAST_SIZE.search(request)
    if found is None or not _ABOUT_FILES_HERE.search(request):
        return None
    amount = float(found["n"] or found["kn"])
    unit = (found["unit"] or found["kunit"]).lower()
    limit = int(amount * _SIZE_UNITS.get(unit, 1))
    word = (found["en"] or found["ko"]).lower().replace(" ", "")
    if word == "이상":
        bound = f"+{limit - 1}"
    elif word == "이하":
        bound = f"-{limit + 1}"
    elif word.startswith(("smaller", "less", "under", "below", "안", "미만", "보다작", "보다적")):
        bound = f"-{limit}"
    else:
        bound = f"+{limit}"
    hidden = " -not -name '.*'" if re.search(_HIDDEN_LEFT_OUT, request, _I) else ""
    return FILES_PAST_SIZE.format(hidden=hidden, bound=bound)


# what shows the files past a named one: every file's size (`du -sh *` sums folders and goes
# one level down: fresh25 files-55)
SIZE_BY_FILE_SHOWN = r"-printf\s+'?%s|\bstat\b|\bwc\s+-c|-size\b|\bls\b.*\s-\w*R"


def _file_question(request: str) -> tuple[str, str, str, frozenset[str]] | None:
    than_file = _size_than_file_command(request)  # the one question here that names a file
    if than_file is not None:
        return _THAN_FILE.pattern, than_file, SIZE_BY_FILE_SHOWN, frozenset()
    than_lines = _lines_than_file_command(request)  # … and by their lines (fresh34 files-74)
    if than_lines is not None:
        return _LINES_THAN_FILE.pattern, than_lines, re.escape(than_lines), frozenset()
    each_folder = folder_extremes.command(request)  # 「src 폴더랑 docs 폴더에서 각각」 (files-88)
    if each_folder is not None:
        return "", each_folder, re.escape(each_folder), frozenset()
    by_count = folder_file_counts.command(request)  # "only a single file in them" (files-95)
    if by_count is not None:
        return "", by_count, re.escape(by_count), frozenset()
    if same_name.ASKED.search(request):  # one name, two extensions (fresh41 files-87)
        return same_name.ASKED.pattern, same_name.COMMAND, re.escape(same_name.COMMAND), frozenset()
    wordier = wordier_file.command(request)  # 「docs 폴더 … 단어가 더 많이」 (fresh42 files-90)
    if wordier is not None:
        return wordier_file.ASKED.pattern, wordier, re.escape(wordier), frozenset()
    headings = heading_counts.command(request)  # "more than one heading" (fresh42 files-89)
    if headings is not None:
        return "", headings, re.escape(headings), frozenset()
    if FILE_NAME.search(URL.sub(" ", request)):
        return None
    sized = _size_bound_command(request)
    if sized is not None:
        return _PAST_SIZE.pattern, sized, SIZE_SHOWN, frozenset()
    ordered = _files_in_size_order(request)
    if ordered is not None:
        return _SIZE_ORDER.pattern, ordered, SIZE_BY_FILE_SHOWN, frozenset()
    for entry in _FILE_QUESTIONS:
        if re.search(entry[0], request, _I):
            past = _lines_filter(request) if entry[1] == FILES_BY_LINES else None
            if entry[1].startswith(FILES_BY_SIZE) and _SUBFOLDERS_ONLY.search(request):
                entry = (entry[0], _below_the_top(entry[1]), *entry[2:])
            elif past:
                entry = (entry[0], f"{FILES_BY_LINES} | {past}", *entry[2:])
            elif entry[1] == FILES_BY_LINES and _LINES_END.search(request):
                entry = (entry[0], _lines_end(request), *entry[2:])
            if entry[1] == FILES_BY_WORDS and _FEWEST_WORDS.search(request):
                entry = (entry[0], entry[1].replace("sort -rn", "sort -n"), *entry[2:])
            if entry[1] in (SIZES_BY_EXTENSION, FILES_TOTAL_SIZE, FILES_MEAN_SIZE,
                            FILES_BY_WORDS):
                # (a kind left out: "Leaving out the log", "로그 파일은 빼고"; hidden files too)
                entry = (entry[0], _without_kinds(entry[1], request), *entry[2:])
                if re.search(_HIDDEN_LEFT_OUT, request, _I):
                    entry = (entry[0], _without_hidden(entry[1]), *entry[2:])
            if entry[1] == FILES_BY_BLANK_LINES:
                entry = (entry[0], _blank_lines_end(entry[1], request), *entry[2:])
            if "-exec wc -l {} +" in entry[1] or entry[1].startswith(FILES_BY_BLANK_LINES):
                # "파이썬 파일 중에 줄 수가 제일 적은 게", "로그 파일은 빼고, 하위 폴더 안에 …"
                entry = _line_counts_asked(entry, request)
            if entry[1].startswith(FILES_BY_SIZE):
                entry = _of_the_kind(entry, request)
            return (entry[0], _without_folders(entry[1], request), *entry[2:])
    return None


# the kinds of file a request leaves out, as their extensions: "Leaving the log out", "CSV
# 파일은 빼고", "except the Markdown files"
_KIND_LEFT_OUT_EN = re.compile(
    r"\b(?:leaving|leave|excluding|except(?: for)?|not counting|apart from|other than|without"
    r"|ignoring)\s+(?:out\s+)?(?:the\s+|any\s+|all\s+)?(?:\*?\.)?([\w]+)",
    _I,
)
_KIND_LEFT_OUT_KO = re.compile(
    r"(?:\*?\.)?(\w+?)\s*(?:파일)?(?:은|는|랑|이랑|들은)?\s*(?:빼고|제외|말고)"
)
_KIND_EXTENSIONS = {"log": "log", "logs": "log", "로그": "log", "csv": "csv", "csvs": "csv",
                    "markdown": "md", "md": "md", "마크다운": "md", "python": "py", "py": "py",
                    "파이썬": "py", "text": "txt", "txt": "txt", "텍스트": "txt", "shell": "sh",
                    "sh": "sh"}  # fmt: skip


# the one kind of file asked about: "파이썬 파일 중에", "which Markdown file", ".py files"
_KIND_NAMED = re.compile(r"(?:\*?\.)?(\w+)\s*(?:파일|\bfiles?\b|\bscripts?\b)", _I)
# … and a second one said apart ("Python or Markdown files", "파이썬이랑 마크다운 파일"): not one
_KIND_ANYWHERE = re.compile(r"\b(python|markdown|csv|shell)\b|(파이썬|마크다운)", _I)


def _only_kind(command: str, request: str) -> str:
    """`command`'s find of the one kind of file the request asks about (not one it leaves out):
    "하위 폴더까지 다 봐서, 파이썬 파일 중에 줄 수가 제일 적은 게 뭐야?" was given every file's
    lines, the CSV's and the notes' too (fresh31 files-68)."""
    left = _KIND_LEFT_OUT_EN.findall(request) + _KIND_LEFT_OUT_KO.findall(request)
    left_out = {_KIND_EXTENSIONS.get(word.lower()) for word in left}
    said = _KIND_NAMED.findall(request) + [
        "".join(found) for found in _KIND_ANYWHERE.findall(request)]
    named = {_KIND_EXTENSIONS[w.lower()] for w in said if w.lower() in _KIND_EXTENSIONS}
    named -= left_out
    if len(named) != 1 or "find . -type f" not in command:
        return command
    return command.replace("find . -type f", f"find . -type f -name '*.{named.pop()}'", 1)


def _line_counts_asked(
    entry: tuple[str, str, str, frozenset[str]], request: str
) -> tuple[str, str, str, frozenset[str]]:
    """Every file's lines (or blank lines) of the one kind asked, without the kinds left out,
    below the top folder when only the subfolders are asked; a command the model ran shows it
    only when it did the same. "로그 파일은 빼고, 하위 폴더 안에 들어 있는 파일 중에서 줄 수가
    제일 많은 게 뭐야?" was answered with the log, counted among every file (fresh33 files-72);
    any `wc` over every file passed for the one kind asked."""
    command = _only_kind(entry[1], request)
    kind = re.search(r"-name '\*\.(\w+)'", command)
    command = _without_kinds(command, request)
    left = re.findall(r"-not -name '\*\.(\w+)'", command)
    below = bool(_SUBFOLDERS_ONLY.search(request))
    if below:
        command = _below_the_top(command)
    ahead = rf"(?=.*\.{kind[1]}\b)" if kind else ""
    for extension in left:  # each kind left out, by a find's test or a grep -v
        ahead += rf"(?=.*(?:-not\s+-name|!\s+-name|\bgrep\s+-\w*v)[^|;]*\.?{extension}\b)"
    if below:
        ahead += r"(?=.*(?:-mindepth\s+2|\*/))"
    shows = rf"(?s)^{ahead}.*?(?:{entry[2]})" if ahead else entry[2]
    return entry[0], command, shows, entry[3]


def _of_the_kind(
    entry: tuple[str, str, str, frozenset[str]], request: str
) -> tuple[str, str, str, frozenset[str]]:
    """The smallest or biggest file of the one kind asked, and a command the model ran shows it
    only when it looked at that kind: "Of all the Markdown files in this project, which one is
    the smallest, and how many bytes is it?" was answered "draft.txt, 26 bytes" from every
    file's size (fresh32 files-69); "마크다운 파일 중 제일 작은 거"."""
    command = _only_kind(entry[1], request)
    kind = re.search(r"-name '\*\.(\w+)'", command)
    if kind is None:  # (a kind left out instead: "Leaving out the log, the biggest file")
        return entry[0], _without_kinds(entry[1], request), *entry[2:]
    shows = rf"(?s)^(?=.*\.{kind[1]}\b).*?(?:{entry[2]})"
    if _HOW_MANY_FILES.search(request):  # "the three biggest Python files": the end listed
        return entry[0], command, shows, entry[3]
    # the one file (ties kept) and how many there were: handed four sizes, a small model named
    # the second and the third's bytes ("./docs/setup.md, which is 107 bytes")
    biggest = command.endswith("tail -5")
    ordered = command.rsplit(" | ", 1)[0].replace("sort -n", "sort -rn" if biggest else "sort -n")
    word = "biggest" if biggest else "smallest"
    cut = (
        f"{ordered} | awk 'NR == 1 {{m = $1}} $1 == m {{n = $1; sub(/^[0-9]+ /, \"\"); "
        f"print n \" bytes: \" $0}} END {{print \"(the {word} of \" NR \" *.{kind[1]} files)\"}}'"
    )
    return entry[0], cut, shows, entry[3]


# a number of files asked: "the three biggest", "top 5", "가장 큰 파일 세 개"
_HOW_MANY_FILES = re.compile(
    r"\b(?:two|three|four|five|ten|[2-9]|1\d)\b(?!\s*(?:bytes?|kb|mb|k)\b)"
    r"|(?:두|세|네|다섯|[2-9])\s*(?:개|가지)",
    _I,
)


def _without_kinds(command: str, request: str) -> str:
    """`command`'s find with the kinds of file the request leaves out left out, and said."""
    said = _KIND_LEFT_OUT_EN.findall(request) + _KIND_LEFT_OUT_KO.findall(request)
    kinds = [_KIND_EXTENSIONS[word.lower()] for word in said if word.lower() in _KIND_EXTENSIONS]
    git = "-not -path './.git/*'"
    if not kinds or git not in command:
        return command
    names = [f"*.{kind}" for kind in dict.fromkeys(kinds)]
    extra = " ".join(f"-not -name '{name}'" for name in names)
    left = ", ".join(names)
    return command.replace(git, f"{git} {extra}", 1) + f'; echo "(left out: {left})"'


def _without_hidden(command: str) -> str:
    """`command`'s find without the hidden files ("숨김 파일은 빼고", "not counting hidden")."""
    git = "-not -path './.git/*'"
    return command.replace(git, f"{git} -not -name '.*' -not -path '*/.*/*'", 1)


# files listed by size: "파이썬 파일들 용량 큰 것부터 순서대로 쭉 나열해 줄래?" (fresh27 files-60
# listed the top folder), "the Markdown files from biggest to smallest", "sorted by size"
_SIZE_ORDER = re.compile(
    r"(?:용량|크기|사이즈)\S*\s*(?:(?:가|이)\s*)?(?P<ko>큰|작은)\s*(?:것|거|파일|순)?\s*(?:부터|순)"
    r"|(?:용량|크기|사이즈)\s*순|\b(?P<en>biggest|largest|smallest) (?:to|first)\b"
    r"|\b(?:by|in order of) (?:file )?size\b|\bsize order\b",
    _I,
)


def _files_in_size_order(request: str) -> str | None:
    """Every file (of the kind the request names) by its size, as the request orders them."""
    said = _SIZE_ORDER.search(request)
    if said is None:
        return None
    kind = file_search.kind_said(request)
    named = f"-name '{kind}' " if kind else ""
    command = FILES_BY_SIZE.replace("-not -path", f"{named}-not -path", 1)
    first = _BIG_OR_SMALL_FIRST.search(request)  # "by size, largest first": said apart
    word = said["ko"] or said["en"] or (first[0] if first else "")
    return command.replace("sort -n", "sort -rn") if word in _BIG else command


_BIG = frozenset({"큰", "biggest", "largest"})
# "sorted by size, largest first": which end first, when the order was said apart from it
_BIG_OR_SMALL_FIRST = re.compile(r"\b(?:biggest|largest|smallest)\b|큰|작은", _I)


# folders the request leaves out: "Leaving out .git and the logs folder", "logs 폴더는 빼고"
_LEAVES_OUT = re.compile(
    r"\b(?:leaving out|leave out|excluding|except(?: for)?|not counting|apart from|other than"
    r"|without|ignoring|ignore)\b([^,;?.]*?(?:\.git)?[^,;?]*?)\b(?:folders?|director(?:y|ies))\b",
    _I,
)
_LEFT_OUT_KO = re.compile(
    r"([\w.-]+)\s*(?:폴더|디렉터리|디렉토리)\S*\s*(?:은|는|랑|하고|이랑)?\s*(?:빼고|제외|말고)"
)
_NOT_LEFT_OUT = frozenset(
    {"the", "and", "or", "a", "any", "all", "sub", "hidden", "other", "its", "their", "my", "our",
     "top", "level", "git", ".git", "하위", "숨김", "다른"}
)  # fmt: skip


def _without_folders(command: str, request: str) -> str:
    """`command`'s find with the folders the request leaves out left out too."""
    said = [m[1] for m in _LEAVES_OUT.finditer(request)] + _LEFT_OUT_KO.findall(request)
    names = [
        name
        for part in said
        for name in re.findall(r"[\w.-]+", part)
        if name.lower() not in _NOT_LEFT_OUT and re.fullmatch(r"[\w][\w.-]*", name)
    ]
    git = "-not -path './.git/*'"
    if not names or git not in command:
        return command
    extra = " ".join(f"-not -path './{name}/*'" for name in dict.fromkeys(names))
    return command.replace(git, f"{git} {extra}", 1)


def suggested_calls(
    need: Need, tools: Collection[str], request: str = "", most: int = 1
) -> list[tuple[str, str]]:
    """(tool name, how to call it) pairs behind `suggestions`."""
    match = FILE_NAME.search(URL.sub(" ", request))
    name = match.group(0) if match else None
    if name and need.place and Path(need.place).stem == name:
        name = need.place  # "README" is README.md here
    if name is None and need.place and not need.place.lower().endswith((".csv", ".tsv", ".log")):
        name = need.place  # the notes file a request about the user's notes means
    target = name or "."
    csv = name if name and name.lower().endswith((".csv", ".tsv")) else None
    if csv is None and need.place and need.place.lower().endswith((".csv", ".tsv")):
        csv = need.place  # the table holding the words the request names
    ordered: list[tuple[str, str, str]] = [
        ("arithmetic", "calculate", "calculate"),
        ("user", "system_info", "system_info"),
        ("clock", "system_info", "system_info"),
        ("cwd", "system_info", "system_info"),
        ("cwd", "bash", "bash with `pwd`"),
        ("user", "bash", "bash with `whoami`"),
        ("clock", "bash", "bash with `date`"),
        ("git", "bash", f"bash with `{git_answers.git_command(request)}`"),
    ]
    if csv and "git" not in need.kinds:  # its numbers are computed (its history is git's)
        ordered.insert(0, ("files", "csv_query", f'csv_query with path "{csv}"'))
    program = _PROGRAM.search(request) if _ASKS_VERSION.search(request) else None
    if program:  # "which git version is installed?": the program says it, not the git log
        said = program.group(1)  # (not `name`: the file's, used below)
        runs = {"python": "python3", "pip": "pip3"}.get(said.lower(), said)
        ordered.insert(0, ("system", "bash", f"bash with `{runs.lower()} --version`"))
    run = _run_command(request) if _asks_to_run(request) else None
    if run:  # asked to run report.py: run it, do not read it
        ordered.insert(0, ("command", "bash", f"bash with `{run}`"))
    log = _log_place(need)
    if _COUNT.search(request):  # every file named: "notes.txt랑 todo.md 합치면 몇 줄?"
        names = _named_files(request) or ([log] if log else [])
        if names or name:  # never `wc -l .`: a folder has no lines
            ordered.append(("lines", "bash", f"bash with `wc -l {' '.join(names) or target}`"))
    about_log = log_questions.look_up(request, log)
    if about_log:  # "the last warning the app logged": its grep, not `tail -n 1` (fresh15 read-35)
        ordered.insert(0, ("files", "bash", f"bash with `{about_log}`"))
    levels = log_questions.log_levels(request) if log else []
    counted = log_questions.count_command(request, log) if log else None
    if log and levels and not counted and (_COUNT.search(request) or HOW_MANY.search(request)):
        # "로그에 에러랑 경고 합치면 몇 줄?": the lines of those levels in the log (fresh15
        # count-36 ran `wc -l .`, the suggestion then)
        pattern = shlex.quote("|".join(levels))
        for kind in ("lines", "files"):
            ordered.insert(0, (kind, "bash", f"bash with `grep -ciE {pattern} {log}`"))
    question = _file_question(request)
    if question:  # "which files are executable?": the command that shows file modes
        ordered.insert(0, ("files", "bash", f"bash with `{question[1]}`"))
    about_file = _named_file_command(request)
    if about_file:  # "how many times does 'the' appear in notes.txt?": grep -o … | wc -l
        ordered.insert(0, ("files", "bash", f"bash with `{about_file}`"))
    search = file_search.search_command(request)
    if search:  # "여기 CSV 파일이 있나요?": the find that answers, not a listing first (the
        # loop makes few look-ups a turn: a listing made for an answer with no tool used one,
        # fresh9 files-24)
        ordered.insert(0, ("files", "bash", f"bash with `{search[1]}`"))
    extreme = _EXTREME_SIZE.search(request)
    if extreme and not name and folder_extremes.command(request) is None:
        # the biggest file anywhere below, not `ls -l .` (each folder's: its own, files-88)
        smallest = re.search(r"smallest|작은", extreme.group(0))
        by_size = FILES_BY_SIZE
        if _SUBFOLDERS_ONLY.search(request):  # the top folder's own files left out
            by_size = _below_the_top(by_size)
        ordered.insert(
            0,
            ("size", "bash", f"bash with `{by_size}{' | head -5' if smallest else ' | tail -5'}`"),
        )
    path = f'path "{name}" and ' if name else ""
    folder = _named_folder(request) or "."  # "src 폴더 안에 있는 파일": list src
    ordered += [
        ("lines", "read_file", f'read_file with {path}lines="1-5"'),
        ("size", "bash", f"bash with `ls -l {target}`"),
        (
            "files",
            "read_file" if name else "list_dir",
            f'read_file with path "{name}"' if name else f'list_dir with path "{folder}"',
        ),
        ("files", "glob", "glob"),
        ("system", "system_info", "system_info"),
        ("system", "bash", "bash with a command such as `df -h` or `uname -a`"),
        ("command", "bash", "bash"),
    ]
    found: list[tuple[str, str]] = []
    for kind, tool, text in ordered:
        if kind in need.kinds and tool in tools and (tool, text) not in found:
            found.append((tool, text))
    return found[:most]


# --- is an answer grounded ---------------------------------------------------------------------

# Short imperatives: a 0.5B model follows "Look it up first: use bash with `whoami`." and
# echoes a longer explanation back as its answer (scripts/experiments/grounding_turns.py).
CORRECTION_NO_TOOL = "Look it up first: use {examples}."
CORRECTION_NO_TOOL_ANY = "Look it up first with a tool, or say you cannot."
# A request to change something answered in words ("To create it, use write_file: …"): the next
# reply must be a call, of whichever tool makes the change (bench_conversation, session 22).
CORRECTION_ACT = "Do not explain how: do it now with one tool call."
RECALL_IS_NOT_FACTS = " recall_episodes only has the user's past requests."
CORRECTION_FAILED = "That failed: {error} Try again: use {examples}."
CORRECTION_FAILED_ANY = "That failed: {error} Try again with other arguments, or say you cannot."
CORRECTION_NUMBERS = "Check {value} first: use calculate."
CORRECTION_UNSEEN = "The tool result does not show {value}. Answer from the result."
CORRECTION_NARRATION = "Now answer from the result: say what it shows."
CORRECTION_ANSWER_IT = "That is not an answer. Answer the question itself in one sentence."
CORRECTION_OR_USE = " Or use {examples}."
CORRECTION_RUN = "You were asked to run it: use bash."
# Asked to run something (not to show its text): "run check.sh", "실행하면 뭐가 나와?"
_RUN = re.compile(
    # "what does it print?" is a run, "print its first line" a read
    r"\b(?:run|execute|exec|give it a try|try it|try running|prints|output)\b"
    r"|\b(?:does|do|will|would)\b[^?]{0,80}\bprint\b|실행|돌려|돌리|출력(?:돼|되|된|결과)",
    _I,
)
_ITS_TEXT = re.compile(
    r"\b(?:contents?|source|code of)\b|내용|소스|코드\s*(?:보여|읽)"
    # what a script needs to run is in its text: "which file will it need in order to run?"
    # (fresh19 files-43 ran it, and the run printed no file name)
    r"|\b(?:need|needs|require|requires|depend|depends)\b[^.?]{0,30}\bto run\b"
    r"|\bdepends? on\b|\bdependenc|실행하려면[^.?]{0,30}필요|돌리려면[^.?]{0,30}필요",
    _I,
)
_RUNNERS = {"py": "python3", "sh": "bash", "js": "node", "rb": "ruby", "pl": "perl"}
_SCRIPT_FILE = re.compile(r"(?:[\w.-]+/)*[\w.-]+\.(py|sh|js|rb|pl)(?![A-Za-z0-9_])", _I)


def _asks_to_run(request: str) -> bool:
    # "Don't run it, just look inside scripts/check.sh: which build number does it report?"
    # asks what it would print from its text (fresh39 read-83)
    if not_run.forbidden(request):
        return False
    said = _RUNNABLE.sub(" ", request)  # 「실행할 수 있게 … 실행 권한」 asks of its mode, not a run
    return bool(_RUN.search(said)) and not _ITS_TEXT.search(said)


# being able to run, not a run: "실행할 수 있게", "실행 권한", "executable", "execute permission"
_RUNNABLE = re.compile(
    r"실행\s*(?:할|될)\s*수\s*(?:있|없)\S*|실행\s*(?:권한|비트|가능)\S*"
    r"|\bexecut(?:able|e permission|e bit)\b|\brun(?:nable)?\b(?=\s+(?:permission|bit))",
    _I,
)


# "price_with_tax(1000)" with literal arguments: numbers, quoted strings, commas
_FUNCTION_CALL = re.compile(r"\b([A-Za-z_]\w*)\(((?:\s*(?:-?\d+(?:\.\d+)?|'[^'()]*')\s*,?)*)\)")


def _run_command(request: str) -> str | None:
    """ "python3 report.py" for a request to run report.py; for "price_with_tax(1000) in
    src/utils.py", that call of the file's function, printed."""
    script = _SCRIPT_FILE.search(request)
    if script is None:
        return None
    for quoted in re.findall(r"`([^`\n]+)`", request):
        if script.group(0) in quoted:
            return quoted.strip()  # `python3 report.py --summary`: as the person wrote it
    function = _FUNCTION_CALL.search(request)
    if function and script.group(1).lower() == "py":
        # runpy runs the file as `python3 file` would and hands back its functions
        name, arguments = function[1], function[2].strip()
        code = f"import runpy; print(runpy.run_path('{script.group(0)}')['{name}']({arguments}))"
        return f'python3 -c "{code}"'
    return f"{_RUNNERS[script.group(1).lower()]} {script.group(0)}"


# "the scripts folder", "src 폴더": a folder named in the request is where to look.
_FOLDER_NAMED = re.compile(
    r"\b([A-Za-z0-9_.-]+)/?\s+(?:folder|directory|dir)\b|\b([A-Za-z0-9_.-]+)/?\s*(?:폴더|디렉터리|디렉토리)",
    _I,
)
_NOT_A_FOLDER_NAME = frozenset(
    {"this", "that", "the", "current", "working", "my", "your", "home", "project", "same",
     "parent", "whole", "root", "a", "any", "which", "what", "each", "every", "other"}
)  # fmt: skip
LISTING_TOOLS = frozenset({"list_dir", "glob"})
CORRECTION_FOLDER = 'Look in {folder}: use list_dir with path "{folder}".'
CORRECTION_NOTES = 'The notes are in {path}: read it — read_file with path "{path}".'
# a file of the user's notes, as a listing names it: notes.txt, memo.md, todo.md, 메모.txt
CORRECTION_PLACE = (
    'That is not {path}, which the request is about: look there — read_file with path "{path}" '
    "(or grep it)."
)
_READS = frozenset({"read_file", "grep", "bash", "glob"})


def _log_place(need: Need) -> str | None:
    """The one log the request means, when `Need.place` is a log."""
    return need.place if need.place and need.place.lower().endswith(".log") else None


def _read_elsewhere(need: Need, facts: list[CallOutcome], request: str) -> str | None:
    """The file the request means (the one log, the notes: `Need.place`, not a table) when
    this turn's reads all named other files and none named it."""
    place = need.place
    if place is None or place.lower().endswith((".csv", ".tsv")):
        return None
    # a table's query is no read of a notes or to-do file ("What's still left on my to-do
    # list?" counted sales.csv's rows, csv_query's stand-in for a todo.csv: fresh17 read-39)
    looks = _READS | {"csv_query"}
    if _log_place(need) and log_questions.log_levels(request):
        # the log's warnings are in its lines, not in a listing: "로그에 느린 쿼리 경고가 …
        # 어느 테이블?" was answered "sales.csv" from `list_dir .` (fresh11 read-26)
        looks = _READS | {"list_dir"}
    reads = [o for o in facts if o.call.name in looks]
    if not reads:
        return None
    name = place.rsplit("/", 1)[-1]
    named = [o for o in reads if name in argument_text(o)]
    read = [o for o in reads if o.call.name != "list_dir" and name in o.result.content[:200]]
    if named or read:  # a listing that shows the log's name did not read it
        return None
    return place


_TODO_ASKED = re.compile(r"\bto-?do\b|할\s*일", _I)
_NOTE_NAME = re.compile(r"(?:notes?|memos?|메모)[\w.-]*\.(?:txt|md)$", _I)
_TODO_NAME = re.compile(r"(?:todo|to-do|tasks?|할일)[\w.-]*\.(?:txt|md)$", _I)


def _my_notes_file(request: str, workdir: Path | None) -> str | None:
    """The one notes file (or to-do file, when that is asked) in `workdir` or below it, for a
    request about what the user noted or planned; None when not one."""
    if workdir is None or not _MY_FILE.search(request):
        return None
    wanted = _TODO_NAME if _TODO_ASKED.search(request) else _NOTE_NAME
    found = files_below(workdir, lambda name: bool(wanted.match(name)), 2)
    return found[0].relative_to(workdir).as_posix() if len(found) == 1 else None


_NOTES_FILE = re.compile(
    r"(?<![\w./-])((?:[\w.-]+/)?[\w.-]*(?:notes?|memos?|todo|메모)[\w.-]*\.(?:txt|md))\b", _I
)


def _notes_unread(request: str, facts: list[CallOutcome]) -> str | None:
    """The notes file a question about what the user noted should read ("도메인 갱신 언제까지
    하라고 메모해 놨었지?" answered with a listing, fresh15 read-36), when this turn only
    listed files."""
    if not _MY_FILE.search(request):
        return None
    # the assistant's memory of earlier turns is no reading of the user's files
    if any(o.call.name not in ("list_dir", "glob", "recall_episodes", *WEB_TOOLS) for o in facts):
        return None  # it read or searched something itself
    return listed_name(facts, _NOTES_FILE)


def _named_folder(request: str) -> str | None:
    for match in _FOLDER_NAMED.finditer(request):
        name = (match.group(1) or match.group(2)).strip("./")
        if name and name.lower() not in _NOT_A_FOLDER_NAME:
            return name
    return None


def _listed_elsewhere(request: str, done: list[CallOutcome]) -> str | None:
    """The folder the request names, when this turn only listed other places."""
    folder = _named_folder(request)
    listed = [o for o in done if o.call.name in LISTING_TOOLS and not o.result.is_error]
    if folder is None or not listed:
        return None
    looked = " ".join(argument_text(o) for o in done if not o.result.is_error)
    return None if folder.lower() in looked.lower() else folder


# A question that asks for nothing to change ("report.py 맨 첫 줄에 뭐라고 써 있어?") never
# writes a file: a small model once answered it with write_file mode prepend.
WRITE_TOOLS = frozenset({"write_file", "edit_file", "csv_edit"})
NOT_ASKED_TO_CHANGE = (
    "not run: the request asks for no change to any file; answer it by reading (read_file)"
)
# A question about this machine's files, git or state searched for on the web: nothing there
# can answer it, and the person's own data ("부산에서 팔린 것 중에 단가가 제일 비싼 게 뭐예요?")
# would leave the machine as a search query (bench_tasks csv-16, count-18, csv-20, csv-22)
NOT_ON_THE_WEB = (
    "not run: the answer is on this machine, not on the web (the request was not searched "
    "for); look here: csv_query, read_file, list_dir or bash"
)
# … and when the request's words are one table's, the call that looks there: told only "look
# here", the model echoed 「6월 5일에 부산에서는 뭘 팔았어?」 back as its answer (fresh43 read-92)
NOT_ON_THE_WEB_TABLE = (
    "not run: the answer is in {path} on this machine, not on the web (the request was not "
    'searched for); use csv_query with path "{path}"'
)
# A sum set up in the request's own words that the calculator reads ("타율이 3할 2푼인 타자가
# 250타수를 쳤으면 안타는 몇 개?") is no table's: fresh28 calc-62 counted sales.csv's rows with
# csv_query and said "12명"
NOT_IN_A_FILE = (
    "not run: the request is a sum in its own words, not about a file here; use calculate "
    "with its numbers"
)
_FILE_LOOK_UPS = frozenset({"csv_query", "read_file", "grep", "list_dir", "glob"})
_LOCAL_KINDS = frozenset(
    {"files", "git", "lines", "size", "cwd", "user", "system", "command", "clock"}
)
_WEB_ASKED = re.compile(
    r"\b(?:web|online|internet|google|website|latest|newest|news|prices?)\b"
    r"|웹|인터넷|온라인|검색|구글|사이트|최신|뉴스|가격",
    _I,
)


def unasked(
    request: str, tool: str, arguments: object = None, workdir: Path | None = None
) -> str | None:
    """Why a call the request did not ask for is not run (a change asked as no change, the
    web searched for this machine's facts — or for the words of its tables and logs in
    `workdir`), or None."""
    if changes_unasked(request, tool):
        return NOT_ASKED_TO_CHANGE
    for refused in _MISPLACED:  # a git change, a script not run, a file emptied or kept
        why = refused(request, tool, arguments, workdir)
        if why is not None:
            return why
    # 「sales.csv … 이 파일 이름을 적어 둔 데가 어디어디 있어?」 wrote sales.csv (files-80); a
    # write asked beside the search ("… Add a line to notes.txt") is the model's to make
    if not _ACTION.search(request):
        searched = file_search.searched_file_written(request, tool, arguments)
        if searched is not None:
            return searched
    command = arguments.get("command") if isinstance(arguments, dict) else None
    if tool == "bash" and isinstance(command, str) and _changes_unasked(request, command, workdir):
        # 「git에 실행 권한까지 저장돼 있어? … 확인해 줘」 ran `chmod +x` (fresh27 git-60)
        return NOT_ASKED_TO_CHANGE
    if tool == "bash" and isinstance(command, str):
        part = part_deleted_as_file(request, command)
        if part is not None:
            return part
        # "지금 git stash 하면 뭐가 들어가? 실제로 stash 하지는 말고": asked, never stashed
        stashed = (
            git_listings.stash_unasked(request, command)
            or git_listings.merge_unasked(request, command)
            or git_listings.commit_unasked(request, command)  # "if I committed now, which files"
            # "a branch off main, but keep me on mine" ran `git checkout -b` (fresh35 git-75)
            or git_writes.misplaced(request, tool, arguments, workdir)
            # "Stage todo.md …, but don't commit it yet" claimed a commit (fresh36 git-77)
            or git_writes.stage_misplaced(request, tool, arguments)
            # "Merge it into main." ran `git merge feature/inventory main` on the branch
            # itself (fresh38 git-81)
            or git_merge.misplaced(request, tool, arguments, workdir)
        )
        if stashed is not None:
            return stashed
    staging = git_writes.stage_misplaced(request, tool, arguments)
    if staging is not None and tool != "bash":  # csv_edit on todo.md asked only staged
        return staging
    if writes_the_request(request, tool, arguments):
        target = arguments.get("path") if isinstance(arguments, dict) else None
        others = {m.group(0) for m in FILE_NAME.finditer(request)} - {target}
        if len(others) == 1:  # "move draft.txt's line to notes.txt": the text is draft.txt's
            return REQUEST_WRITTEN_FROM.format(source=others.pop())
        return REQUEST_WRITTEN
    misplaced = (
        # 「최근 100줄만 남기고 앞부분은 다 지워 줘」 read the tail and wrote nothing (fresh41
        # write-88): exactly the lines kept, nothing rewritten in place by a command
        lines_kept.misplaced(request, tool, arguments, workdir)
        # "Move the items I've already finished to the bottom of todo.md" appended a line of
        # its own (fresh41 write-87): the ticked items moved, nothing else written
        or done_last.misplaced(request, tool, arguments, workdir)
        # "Reorder the notes in notes.txt by length" ran csv_edit on it (fresh42 write-89)
        or length_order.misplaced(request, tool, arguments, workdir)
        # 「체크박스 표시는 다 떼고」 sent an old text todo.md lacks (fresh42 write-90)
        or boxes_stripped.misplaced(request, tool, arguments, workdir)
        # "Move that note to the top of notes.txt" wrote made-up notes (fresh43 write-91)
        or line_moved.misplaced(request, tool, arguments, workdir)
        # "Copy every note in notes.txt onto the end of todo.md" appended to notes.txt (fresh44
        # write-93): the notes at todo.md's end as its items, nothing else written
        or lines_copied.misplaced(request, tool, arguments, workdir)
        # 「사람 이름이 들어간 메모는 지워 줘」 ran csv_edit delete_rows (fresh44 write-94)
        or named_lines_removed.misplaced(request, tool, arguments, workdir)
        or section_add.misplaced(request, tool, arguments, workdir)
        # 「맨 위 제목을 '# 사용법'으로 바꿔 줘」 prepended twice (fresh38 write-82)
        or heading_change.misplaced(request, tool, arguments, workdir)
        # 「.gitignore에 있는 logs/ 줄 좀 빼 줘」 ran git log (fresh37 write-80)
        or line_removed.misplaced(request, tool, arguments, workdir)
        # "a file … with just the payment timeout lines" got the words (fresh37 write-79)
        or lines_to_file.misplaced(request, tool, arguments, workdir)
        or constant_extract.misplaced(request, tool, arguments, workdir)
        or placement.misplaced(request, tool, arguments, workdir)
        or number_change.misplaced(request, tool, arguments, workdir)
        # 「check.sh에 적힌 빌드 번호 하나 올려 줘」 ran the script (fresh40 write-86)
        or number_bump.misplaced(request, tool, arguments, workdir)
        or line_edit.misplaced(request, tool, arguments, workdir)
        or column_move.misplaced(request, tool, arguments, workdir)
    )
    if misplaced is not None:
        return misplaced
    lost = line_edit.lines_lost(request, tool, arguments, workdir)
    if lost is not None:  # notes.txt rewritten as "buy milk./buy eggs." (fresh31 write-68)
        return line_edit.LINES_LOST.format(name=lost)
    renamed = rename_unasked.renames_unasked(request, tool, arguments)
    if renamed is not None:  # price_with_tax → price_with_tax_with_tax (fresh21 write-48)
        return renamed
    elsewhere = write_target.misplaced_new_file(request, tool, arguments, workdir)
    if elsewhere is not None:  # a new check.sh at the top for scripts/check.sh (fresh21 write-47)
        return elsewhere
    replaced = clobber.replaces_unasked(request, tool, arguments, workdir)
    if replaced is not None:
        return clobber.NOT_REPLACED.format(name=replaced)
    read = clobber.table_read_not_changed(request, tool, arguments)
    if read is not None:
        return clobber.TABLE_ONLY_READ.format(name=read[0], other=read[1])
    added = clobber.row_added_elsewise(request, tool, arguments)
    if added is not None:
        return clobber.ROW_ADDED.format(name=added)
    unsaid = clobber.unsaid_rows(request, tool, arguments)
    if unsaid is not None:
        return unsaid
    table = clobber.table_rewritten(request, tool, arguments, workdir)
    if table is not None:
        return clobber.TABLE_REWRITTEN.format(name=table)
    by_hand = table_export.written_by_hand(request, tool, arguments, workdir)
    if by_hand is not None:  # region_totals.csv written as "region1,100 …" (fresh26 write-58)
        return by_hand
    if tool in _FILE_LOOK_UPS and _a_sum_in_words(request, workdir):
        return NOT_IN_A_FILE
    # and no page fetched from an address the user never gave, by a tool or a command
    # (fresh12 write-27 fetched "https://example.com/busan_sales.csv", then curl'd it, to
    # split a local CSV)
    web = tool in WEB_TOOLS or (tool == "bash" and _downloads(arguments))
    if web and not URL.search(request) and not _WEB_ASKED.search(request):
        need = classify(request, workdir)
        if need is not None and _LOCAL_KINDS & set(need.kinds):
            if need.place and need.place.lower().endswith(own_data.TABLES):
                return NOT_ON_THE_WEB_TABLE.format(path=need.place)
            return NOT_ON_THE_WEB
    return None

# The parts that refuse a call which does not do what their kind of request asks, each naming the
# call that does, asked in this order (the first reason given wins):
_MISPLACED: tuple[Callable[[str, str, object, Path | None], str | None], ...] = (
    # "Put todo.md back the way it was in the last commit" wrote "buy milk" into it (fresh37
    # git-79): the file is put back by git, nothing else written or committed
    lambda request, tool, arguments, _: git_restore.misplaced(request, tool, arguments),
    # "Use git to get rid of my untracked files, but keep the change I made to todo.md" ran
    # `git restore` of todo.md (fresh46 git-97): a kept change is never undone by git
    git_kept_change.misplaced,
    # "Don't run it, just look inside scripts/check.sh" ran it (fresh39 read-83)
    lambda request, tool, arguments, _: not_run.misplaced(request, tool, arguments),
    # 「draft.txt만 … 커밋해 줘. 커밋 메시지는 '…'로 하고」 appended the message to draft.txt
    # (fresh39 git-84): the files are committed as they are, alone, with the message said
    git_commit.misplaced,
    # "fold my todo.md change into the last commit" edited an unrelated todo.csv (fresh40
    # git-85): the files are amended in as they are, alone, never as a new commit
    lambda request, tool, arguments, _: git_amend.misplaced(request, tool, arguments),
    # 「마지막 커밋은 없던 걸로 해 줘. 대신 … 파일에 그대로 남겨 둬」 (fresh40 git-86): a soft
    # reset, never a hard one, a revert or a write
    lambda request, tool, arguments, _: git_uncommit.misplaced(request, tool, arguments),
    # 「notes.txt는 git에서 빼 줘. 파일 자체는 지우지 말고」 (fresh41 git-88): git rm --cached,
    # never a delete, a write, a re-add or an unasked commit
    lambda request, tool, arguments, _: git_untrack.misplaced(request, tool, arguments),
    # 「git이 무시하게만 해 줘」 ran assume-unchanged, then rm (fresh42 git-90): .gitignore,
    # never a hide, a delete or an unasked commit
    lambda request, tool, arguments, _: git_ignore.misplaced(request, tool, arguments),
    # "Stash all my uncommitted work, the untracked draft file included" ran a plain git stash
    # (fresh42 git-89): git stash -u, never one that leaves them out
    git_stash.misplaced,
    # "For this repository only, set the commit author to … Leave my global git settings
    # alone." ran `git config --global user.name Daniel` (fresh45 git-95): this repository's
    # own config, the name and address as said
    lambda request, tool, arguments, _: git_local_author.misplaced(request, tool, arguments),
    # "Clear it out, but leave the file there" truncated a NEW app.log at the top, not
    # logs/app.log (fresh40 write-85): the named file is emptied, no other written or deleted
    file_emptied.misplaced,
    # 「파일 자체는 지우지 말고」 ran `git rm notes.txt` (fresh41 git-88): a file the request
    # says to keep is never deleted, whatever else it asks (the parts above name the command
    # that does what is asked)
    lambda request, tool, arguments, _: kept_files.delete_refused(request, tool, arguments),
)



def _a_sum_in_words(request: str, workdir: Path | None) -> bool:
    """Arithmetic and nothing else of this machine, worked out by the calculator from the
    request's own words."""
    need = classify(request, workdir)
    if need is None or need.kinds != ("arithmetic",) or need.place is not None:
        return False
    return measure_line(spell_korean_numbers(request)) is not None


_DOWNLOAD = re.compile(r"(?:^|[;&|(]\s*|\s)(?:curl|wget)\s[^;&|]*https?://", _I)


def _downloads(arguments: object) -> bool:
    command = arguments.get("command") if isinstance(arguments, dict) else None
    return isinstance(command, str) and bool(_DOWNLOAD.search(command))


# The loop's own correction copied into a file's text (fresh6 write-16: told "no call changed
# todo.md", the model edited that sentence and then said it was removed).
ECHOED_CORRECTION = (
    "not run: that text is the assistant's own instruction, not the file's; use the file's lines"
)


def echoes_correction(tool: str, arguments: object, correction: str) -> bool:
    """A write or an edit whose text holds a sentence of the correction the model was given."""
    if tool not in WRITE_TOOLS or not correction or not isinstance(arguments, dict):
        return False
    sentences = [p.strip() for p in re.split(r"[.:!?]\s", correction) if len(p.strip()) >= 15]
    texts = [v for v in arguments.values() if isinstance(v, str)]
    return any(sentence[:40] in text for sentence in sentences for text in texts)


REQUEST_WRITTEN = (
    "not run: that text is the request's own words, not what it asks to write; read the file "
    "it names first and write that file's lines"
)
REQUEST_WRITTEN_FROM = (
    "not run: that text is the request's own words, not what it asks to write; read {source} "
    "first (read_file) and write its lines"
)
_QUOTED_SPAN = re.compile(r"['\"‘“「『]([^'\"’”」』]+)['\"’”」』]")


def writes_the_request(request: str, tool: str, arguments: object) -> bool:
    """A write whose text is a piece of the request's instruction itself — naming a file and
    asking ("notes.txt 맨 밑으로 옮기고, draft.txt는 지워 줘." written into notes.txt, fresh16
    write-38) — not text the request quotes for it to write."""
    if tool not in WRITE_TOOLS or not isinstance(arguments, dict):
        return False
    content = arguments.get("content") or arguments.get("new_string")
    if not isinstance(content, str):
        return False
    said, asked = _plain_words(content), _plain_words(request)
    if len(said.split()) < 3 or f" {said} " not in f" {asked} ":
        return False
    quoted = " ".join(_plain_words(q) for q in _QUOTED_SPAN.findall(request))
    if said in quoted:
        return False
    asks = _STILL_ASKING.search(content.strip()) or _CHANGE.search(content)
    return bool(FILE_NAME.search(content) and asks)


# Words that ask for a change, wider than _ACTION: a question with one of them ("can you tick
# off the first item?") may write; a question without any ("what does line 1 say?") may not.
# Requests that are not questions are left alone: "put X at the top of notes.txt".
_CHANGE = re.compile(
    r"\b(?:put|insert|mark|tick|check off|uncheck|fix|update|set|rewrite|fill|prepend|"
    r"overwrite|clear|empty|correct|clean|format|sort|undo|rename|move|append|prefix|"
    r"capitali[sz]e|uppercase|lowercase|number (?:the|each|every|all)\b"
    # "Can you take it out?" (fresh16 write-37 was told no change was asked)
    r"|take (?:(?:all (?:of )?)?(?:it|that|this|them|those|these|the \w+(?: \w+)?) )?out"
    r"|get rid of|strip|cut|drop)\b"
    r"|넣|달아|고쳐|고치|적어|표시|체크|업데이트|비워|정렬|채워|써\s*(?:줘|주|라|놔|둬)"
    # 정리 tidies, but 「단가가 얼마인지 정리해 줘」 lays out an answer: a question's (fresh39
    # csv-84 wrote the prices into sales.csv and said nothing)
    r"|(?<![인는은던]지)(?<![인는은던]지\s)(?<![인는은던]지\s좀\s)(?<![인는은던]지\s표로\s)정리"
    # "줄마다 앞에 번호 좀 매겨 줘" (fresh13 write-30 was answered with the numbered text)
    r"|매겨|붙여",
    _I,
)


def asks_a_change(request: str) -> bool:
    """The request asks for something made, changed or saved (not only looked up)."""
    return bool(_ACTION.search(request) or _CHANGE.search(request) or _SAVE.search(request))


def is_a_question(request: str) -> bool:
    """The request asks something, not politely for a change ("Could you sort notes.txt?")."""
    return bool(_QUESTION.search(request)) and not _POLITE.search(request)


def changes_unasked(request: str, tool: str) -> bool:
    return tool in WRITE_TOOLS and bool(_QUESTION.search(request)) and not asks_a_change(request)


# what a command changes of what is there (policy/risk.py reads it as the approval prompt
# does); a new file made on the way (a script written to run it) is not among them
_CHANGES = frozenset(
    {RiskKind.DELETES, RiskKind.OVERWRITES, RiskKind.PERMISSIONS, RiskKind.KILLS, RiskKind.POWER,
     RiskKind.DISCARDS_CHANGES, RiskKind.REWRITES_GIT_HISTORY, RiskKind.APPENDS,
     RiskKind.PREPENDS, RiskKind.EDITS}
)  # fmt: skip


_STATE = re.compile(
    r"(?:저장|기록|설정|변경|수정|삭제|추가)\s*(?:돼|되어|된|되)\s*(?:있|져|었)?"
    r"|\b(?:is|are|was|were)\s+(?:it\s+|they\s+)?(?:saved|stored|set|recorded|changed)\b",
    _I,
)


def _changes_unasked(request: str, command: str, workdir: Path | None) -> bool:
    """A question that asks no change answered by a command that changes files, modes or
    processes."""
    stated = _STATE.sub(" ", request)  # 「저장돼 있어?」 asks whether it is, not to save it
    if not _QUESTION.search(request) or asks_a_change(stated):
        return False
    found = summarise(PolicyCall("bash", {"command": command}), workdir or Path.cwd())
    return bool(_CHANGES & set(found.kinds))


CORRECTION_UNTOUCHED = "That is not done: no call changed {name}. Change it now with one call."
# A change asked as a question: "price로 바꿔 줄래?", "Could you sort notes.txt?"
_POLITE = re.compile(
    r"(?:^|[.!]\s+)(?:can|could|would|will) you (?:please )?"
    r"(?!tell|show|say|explain|find|list|count|read|check|see)\w+|(?:줄래|줄\s*수\s*있|주실\s*(?:수|래)|주시겠|주겠|줘)\S*\s*[?？]?\s*$",
    _I,
)
# changes that are not to a file's text: git's and installs (a commit names no file)
_NOT_A_TEXT_CHANGE = re.compile(r"\b(?:commit|push|install|pull|merge)\b|커밋|설치|푸시", _I)


def _named_file_untouched(request: str, done: list[CallOutcome]) -> str | None:
    """The file a request asks to change when no call that can change a file (a write, an
    edit, a command) so much as named it this turn; reading it changes nothing, and a
    procedure or an agent's own tool is given the benefit of the doubt."""
    named = FILE_NAME.search(URL.sub(" ", request))
    stated = _STATE.sub(" ", request)  # 「git에 … 저장돼 있어? … 확인해 줘」 asks no change
    # "Swap the first two lines", 「줄마다 끝에 마침표 좀 찍어 줘」 (fresh31 write-67, write-68)
    asks = bool(
        _ACTION.search(stated) or _CHANGE.search(stated)
        or line_edit.swap_asked(stated) or line_edit.mark_asked(stated)
        or line_edit.case_asked(stated) or line_edit.lines_dropped(stated)
        or line_edit.spacing_asked(stated) or line_edit.blanks_dropped(stated)
        # 「.gitignore에 있는 logs/ 줄 좀 빼 줘」 (fresh37 write-80): 빼 is no change word alone
        or line_removed.line_asked(stated)
    )
    # "pull the tax rate out into a constant called TAX_RATE" (fresh35 write-75): no git pull
    extracting = constant_extract.extract_asked(stated) is not None
    asks = asks or extracting
    if not asks or (_QUESTION.search(request) and not _POLITE.search(request)):
        return None
    if (_NOT_A_TEXT_CHANGE.search(request) and not extracting) or _asks_to_rename(request):
        return None
    if named is None:
        # "fix that in my notes": no file named, but every edit of the turn failed (fresh10
        # write-23 was answered "it is already there" after its edit_file failed)
        tried = [o for o in done if o.call.name in WRITE_TOOLS]
        if not tried or not all(o.result.is_error for o in tried):
            return None
        arguments = tried[-1].call.arguments
        path = arguments.get("path") if isinstance(arguments, dict) else None
        return path if isinstance(path, str) and path.strip() else None
    joining = files_joined.join_asked(request)  # the files joined are read; the new one made
    wanted = joining.target if joining is not None else named.group(0)
    # "Copy every note in notes.txt onto the end of todo.md": notes.txt is read, todo.md
    # written (fresh44 write-93 was told notes.txt was untouched after the loop wrote todo.md)
    copying = lines_copied.copy_asked(request)
    wanted = copying[1] if copying is not None else wanted
    # "get rid of my untracked files, but keep the change I made to todo.md": the file named is
    # the one kept as it is, not one to change (fresh46 git-97's right answer was replaced)
    if any(kept_files.same_file(wanted, k) for k in git_kept_change.kept_changes(request)):
        return None
    name = Path(wanted).name
    for outcome in done:
        tool = outcome.call.name
        if tool in WRITE_TOOLS or tool == "bash":
            # a change that failed changed nothing (fresh2 write-7's edit_file looked for "fix
            # login bug", then the turn answered with the file's text); a human's no stands,
            # and an error that names the call that does it is made by the loop
            refused = outcome.decision is not None and not outcome.decision.allowed
            settled = refused or _WHOLE_BASH.search(outcome.result.content)
            if name in argument_text(outcome) and (settled or not outcome.result.is_error):
                return None
        elif tool not in LOOK_UPS:
            return None  # a procedure or an agent's tool may change it in steps of its own
    return wanted


# A file renamed or moved is done by `mv` (bash); edit_file changes a file's text, not its name.
_RENAME = re.compile(r"\brename|이름[^?!\n]{0,40}?(?:바꿔|바꾸|변경)", _I)
_MOVE = re.compile(r"\bmove\b|옮겨|옮기|이동", _I)
_MOVED = re.compile(r"(?:^|[;&|]\s*|\s)(?:git\s+)?mv\s")
CORRECTION_RENAME = "That is not done: {how}."


# a name inside a file renamed, not the file: "rename the price_with_tax function in
# src/utils.py to add_tax" (fresh27 write-59 was told to mv the file, and did)
_NAME_INSIDE = re.compile(
    r"\b(?:function|method|class|variable|column|field|key|heading|title|def|argument"
    r"|parameter)s?\b|함수|메서드|메소드|클래스|변수|컬럼|칼럼|필드|매개\s*변수|인자|제목",
    _I,
)


def _git_step_unmade(
    request: str, workdir: Path | None
) -> tuple[str, tuple[str, dict[str, str]]] | None:
    """The git change the request asked that is not there at the turn's end — a ref, a staging,
    a file put back, a commit, a merge — as (the correction, the command the loop runs)."""
    # 「마지막 커밋에 v0.1 태그 좀 달아 줘」 after a broken `git tag -a v0.1 -m ` (fresh35 git-76)
    call = git_writes.missing_call(request, workdir)
    if call is not None:
        return git_writes.CORRECTION_MISSING.format(command=call[1]["command"]), call
    # "For this repository only, set the commit author to …" after a --global (fresh45 git-95)
    call = git_local_author.author_missing(request, workdir)
    if call is not None:
        author = git_local_author.author_asked(request) or ("", "")
        told = git_local_author.CORRECTION.format(
            name=author[0], email=author[1], command=call[1]["command"]
        )
        return told, call
    # "Stage todo.md …, but don't commit it yet" after a csv_edit (fresh36 git-77)
    call = git_writes.stage_missing(request, workdir)
    if call is not None:
        files = ", ".join(git_writes.stage_files(request))
        return git_writes.CORRECTION_UNSTAGED.format(files=files, command=call[1]["command"]), call
    # "Put it back the way it was in the last commit" after a write of todo.md (fresh37 git-79)
    call = git_restore.restore_missing(request, workdir)
    if call is not None:
        files = ", ".join(git_restore.restore_files(request))
        told = git_restore.CORRECTION_UNRESTORED.format(files=files, command=call[1]["command"])
        return told, call
    # 「draft.txt만 … 커밋해 줘」 after a write of draft.txt (fresh39 git-84)
    call = git_commit.commit_missing(request, workdir)
    if call is not None:
        files = ", ".join(git_commit.commit_files(request))
        told = git_commit.CORRECTION_UNCOMMITTED.format(files=files, command=call[1]["command"])
        return told, call
    # "Can you fold it into that commit?" answered with the last commit's hash (fresh40 git-85)
    call = git_amend.amend_missing(request, workdir)
    if call is not None:
        files = ", ".join(git_amend.amend_files(request))
        told = git_amend.CORRECTION_UNAMENDED.format(files=files, command=call[1]["command"])
        return told, call
    # "Use git to get rid of my untracked files, but keep the change I made to todo.md" with
    # draft.txt still there (fresh46 git-97)
    call = git_kept_change.clean_missing(request, workdir)
    if call is not None:
        left = ", ".join(git_kept_change.untracked(workdir)) if workdir else "an untracked file"
        return git_kept_change.CORRECTION.format(files=left, command=call[1]["command"]), call
    # "Stash all my uncommitted work, the untracked draft file included" left draft.txt out
    # (fresh42 git-89)
    call = git_stash.stash_missing(request, workdir)
    if call is not None:
        return git_stash.CORRECTION.format(
            files="an untracked file", command=call[1]["command"]
        ), call
    # "Merge it into main." answered "You are already up to date." after a merge into the
    # branch itself (fresh38 git-81)
    call = git_merge.merge_missing(request, workdir)
    if call is not None:
        merge = git_merge.merge_asked(request)
        told = git_merge.CORRECTION_UNMERGED.format(
            branch=merge.branch if merge else "the branch", into=merge.into if merge else "it",
            command=call[1]["command"],
        )  # fmt: skip
        return told, call
    return None


def _asks_to_rename(request: str) -> bool:
    names = FILE_NAME.findall(URL.sub(" ", request))
    if len(names) < 2 and _NAME_INSIDE.search(request):
        return False
    return bool(_RENAME.search(request)) or (bool(_MOVE.search(request)) and len(names) >= 2)


def _commands_run(done: list[CallOutcome], pattern: re.Pattern[str]) -> list[str]:
    """The bash commands this turn that ran without an error and match `pattern`."""
    return [
        argument_text(o)
        for o in done
        if o.call.name == "bash" and not o.result.is_error and pattern.search(argument_text(o))
    ]


def _renamed(done: list[CallOutcome]) -> bool:
    return bool(_commands_run(done, _MOVED))


def _named_files(request: str) -> list[str]:
    """The file names a request says, each once, in order (not those inside an address)."""
    return list(dict.fromkeys(m.group(0) for m in FILE_NAME.finditer(URL.sub(" ", request))))


def _rename_how(request: str) -> str:
    names = _named_files(request)
    if len(names) >= 2:
        return f"rename it with bash: `mv {names[0]} {names[1]}`"
    return "rename it with bash and mv"


# A whole file deleted is done by `rm` (bash, asked of a human like any rm); an empty
# write_file leaves the file there ("draft.txt는 이제 필요 없으니까 지워 줘", fresh8 write-20).
# Lines or items taken out of a file ("todo.md에서 끝낸 항목은 지워") are an edit, not this.
_DELETE = re.compile(
    r"\b(?:delete|remove|erase|get rid of|trash)\b|지워|지우|지운|삭제|없애|버려", _I
)
_PART_OF_A_FILE = re.compile(
    r"에서|안에|안의|\bfrom\b|\bin(?:side)?\b|\blines?\b|\bitems?\b|\bentr(?:y|ies)\b|"
    r"\brows?\b|\bcolumns?\b|\bwords?\b|\btext\b|\bsection\b|줄(?!래|게|\s*수|까|레)|항목|내용"
    r"|단어|행|열|칸|문장|부분",
    _I,
)
_DELETED = re.compile(r"(?:^|[;&|]\s*|\s)(?:git\s+)?(?:rm|unlink|trash|gio\s+trash)\s")
CORRECTION_DELETE = "That is not done: delete it with bash: `rm {name}`."


def _file_to_delete(request: str) -> str | None:
    """The one file a request asks to delete as a whole, or None."""
    names = FILE_NAME.findall(URL.sub(" ", request))
    if len(names) != 1 or not _DELETE.search(request) or _PART_OF_A_FILE.search(request):
        return None
    # 「파일은 지우지 말고 git이 무시하게만」 is no delete: the loop had told the model to rm the
    # file the user said to keep, and replaced a right answer with "not done" (fresh42 git-90)
    kept = kept_files.kept_files(request)
    if kept_files.ANY in kept or any(kept_files.same_file(names[0], k) for k in kept):
        return None
    # "get rid of my untracked files, but keep the change I made to todo.md" deletes no todo.md:
    # the loop told the model to `rm todo.md` after the clean (fresh46 git-97)
    if any(kept_files.same_file(names[0], k) for k in git_kept_change.kept_changes(request)):
        return None
    return None if _a_part_said(request) else str(names[0])


# … and what is taken out of a file is no file to `rm`: "That '# stock check added' comment at
# the bottom of report.py doesn't need to be there. Please delete it." ran `rm report.py`
# (fresh28 write-61). Not "in"/"from"/에서 alone: "delete draft.txt in docs" is the file.
PART_NOT_THE_FILE = (
    "not run: the request takes something out of {name}, not the file itself; edit it: "
    "edit_file with old_string the line to take out and new_string empty"
)
_INSIDE_A_FILE = re.compile(
    r"\b(?:lines?|comments?|items?|entr(?:y|ies)|words?|text|sections?|sentences?|rows?)\b"
    r"|주석|줄(?!래|게|\s*수|까|레)|항목|단어|문장|부분|내용",
    _I,
)


def _a_part_said(request: str) -> bool:
    """The request names a part of a file: a comment, lines, items, or one quoted line."""
    return bool(_INSIDE_A_FILE.search(request)) or placement.placement(request) is not None


def part_deleted_as_file(request: str, command: str) -> str | None:
    """Why a command that deletes a file the request names is not run when the request takes
    a part out of that file (a quoted line, a comment, items), or None."""
    if not _DELETED.search(command) or not _DELETE.search(request):
        return None
    if not _a_part_said(request):
        return None
    doomed = [
        name for name in _named_files(request)
        if Path(name).name in command and not _file_itself_deleted(request, name)
    ]  # fmt: skip
    return PART_NOT_THE_FILE.format(name=doomed[0]) if doomed else None


def _file_itself_deleted(request: str, name: str) -> bool:
    """The request also deletes the file by its name: "Move the line in draft.txt to the end
    of notes.txt, then delete draft.txt", 「draft.txt를 지워」."""
    named = re.escape(name)
    return bool(
        re.search(rf"\b(?:delete|remove|erase|trash|get rid of)\s+(?:the\s+)?(?:file\s+)?{named}",
                  request, _I)
        or re.search(rf"{named}\s*(?:파일)?\s*(?:을|를|은|는|도)?\s*(?:\S+\s+)?"
                     r"(?:지워|지우|삭제|없애|버려)", request)
    )  # fmt: skip


def _deleted(name: str, done: list[CallOutcome]) -> bool:
    return any(Path(name).name in command for command in _commands_run(done, _DELETED))


CORRECTION_NOT_THE_WEB = "The web cannot see this computer. Use {examples}."


def web_failed(outcomes: Iterable[CallOutcome]) -> bool:
    """Every call this turn so far was a failed web look-up (the web unreachable)."""
    done = list(outcomes)
    return bool(done) and all(o.result.is_error and o.call.name in WEB_TOOLS for o in done)


def read_against_a_listing(request: str, outcomes: Iterable[CallOutcome]) -> bool:
    """The answer is to be read line by line against a git listing (`git_listings`): a small
    model misreads one often ("todo.md, draft.txt, logs/" for what a stash takes, fresh24
    git-54), so it is held back until checked rather than streamed and then replaced in sight."""
    asked = git_listings.asks_a_git_listing(request)
    return asked or git_listings.read_listing(list(outcomes)) is not None


# An answer about the search itself, after every search failed: "현재 Brave 웹 검색 서비스가
# 문제를 겪고 있습니다. 다른 웹 검색 서비스를 사용해보세요" (fresh35 chat-76) answers nothing asked.
_SEARCH_TALK = re.compile(
    r"\b(?:brave|duckduckgo|web search|search (?:service|engine|results?)|internet connection)\b"
    r"|웹\s*검색|검색\s*(?:서비스|엔진|결과)|인터넷\s*연결",
    _I,
)


def gave_up_offline(answer: str, outcomes: Iterable[CallOutcome]) -> bool:
    """For a request that needs no facts from this machine: the web failed and the answer gives
    up, or talks of the failed search. What the model knows is still an answer ("Who wrote Romeo
    and Juliet?"); the loop asks again with no tools offered."""
    gave_up = is_refusal(answer, failure=True) or bool(_SEARCH_TALK.search(answer))
    return web_failed(outcomes) and gave_up


# Look-ups whose numbers (a clock, a disk size, a file count) answer no word problem
INCIDENTAL_NUMBERS = frozenset({"system_info", "list_dir", "glob"})

# What the user is told instead (the answer.* texts of the catalogue, in the turn's language).
FALLBACK_RESULT_CHARS = 600


Call = tuple[str, dict[str, str]]  # a look-up the loop makes itself: tool name, arguments


@dataclass(frozen=True)
class Verdict:
    """An ungrounded answer: what to tell the model, and what to answer if it invents again."""

    reason: str  # no_tool | tool_failed | not_run | not_done | wrong_place | wrong_command |
    # incomplete | numbers | unseen | narration
    correction: str
    fallback: str
    # no_tool: the tools the correction names; the model's next reply must call one of them
    must_call: tuple[str, ...] = ()
    # The look-up itself, when the request says exactly what it is (the folder it names, the
    # git command that shows the answer): the loop makes it rather than asking the model, which
    # repeats its own wrong call when forced to call again (bench_tasks files-6).
    call: Call | None = None


# "bash with `whoami`", "system_info": suggestions that name one whole call
_WHOLE_BASH = re.compile(r"bash with `([^`]+)`")


def _calculated(result: str, lang: Language) -> str:
    """The calculator's result as the answer: "17 × 23 = 391" as it is, but in a Korean turn
    inside a Korean sentence ("4500 × 2 × 30 = 270,000" alone answered a Korean question in no
    language: fresh25 calc-56)."""
    said = said_result(result)
    if lang == "ko" and not has_hangul_syllable(said):
        return t("answer.tool_result", lang, tool="calculate", result=said)
    return said


def _placement_refused(done: list[CallOutcome]) -> Call | None:
    """The exact call the turn's last misplaced write was refused with (fresh3 write-9: told it,
    the model answered "I can't modify files on your computer")."""
    writes = [o for o in done if o.call.name in WRITE_TOOLS]
    if not writes or not writes[-1].result.is_error:
        return None
    return placement.call_in_refusal(writes[-1].result.content)


def _call_an_error_names(failed: list[CallOutcome], tools: Collection[str]) -> Call | None:
    """The bash command the last failed call's error says to use ("use bash with `cp a b`");
    not a placeholder ("cp SOURCE DESTINATION")."""
    if not failed or "bash" not in tools:
        return None
    named = _WHOLE_BASH.search(failed[-1].result.content)
    if named is None or "SOURCE" in named[1]:
        return None
    return _bash(named[1])


def concrete_call(suggestion: tuple[str, str]) -> Call | None:
    """The call a suggestion names exactly, or None when the model must fill it in."""
    tool, text = suggestion
    if tool == "system_info" and text == "system_info":
        return ("system_info", {})
    listing = re.fullmatch(r'list_dir with path "([^"]+)"', text)
    if tool == "list_dir" and listing:
        return ("list_dir", {"path": listing[1]})
    whole = _WHOLE_BASH.fullmatch(text)
    return _bash(whole[1]) if tool == "bash" and whole else None


def _bash(command: str) -> Call:
    return ("bash", {"command": command})


def language_of(request: str, default: Language) -> Language:
    """Korean when the request has Hangul, English when it has Latin letters only."""
    if has_hangul_syllable(request):
        return "ko"
    return "en" if re.search(r"[A-Za-z]", request) else default


CORRECTION_DAYS_LEFT = (
    "Days and dates from today are counted from this machine's clock: use system_info."
)


def _days_left_uncounted(need: Need, request: str, facts: list[CallOutcome]) -> bool:
    """A count of days from today (to a date, or a date some days on) that no system_info
    call made."""
    if "clock" not in need.kinds or any(o.call.name == "system_info" for o in facts):
        return False
    asked = days_until.ASKS_DAYS_LEFT.search(request) and days_until.date_asked(
        request, date.today()
    )
    return bool(asked) or _date_from_today(request)


def _date_from_today(request: str) -> bool:
    """A date some days on, a weekday of a week near this one ("다음 주 월요일"), the time left
    until midnight or a clock time, the Saturdays or working days left this year, or this year's
    length or share gone."""
    today = date.today()
    return (
        bool(re.search(f"{YEAR_GONE}|{YEAR_LENGTH}", request, _I))  # fresh20 script-46
        or days_until.days_since_answer(request, today, "en") is not None  # fresh23 machine-52
        or table_days.table_date_asked(request) is not None  # fresh31 script-68
        or rule_holidays.rule_day_asked(request, today) is not None  # Thanksgiving's, Easter's
        or day_counts.day_count_asked(request, today)  # "100일째", "45 days ago" (fresh24)
        or ages.born_on(request, today) is not None  # "1995년 8월 20일생이면 몇 살" (fresh11)
        or days_until.days_after(request) is not None
        or days_until.weekday_asked(request, date.today()) is not None
        or weekday_until.weekday_until_asked(request, today) is not None  # "days until Friday"
        or time_left.time_target(request, datetime.now().astimezone()) is not None
        or time_left.weekday_left(request) is not None
        or time_left.workdays_left(request) is not None
        or month_workdays.month_workdays_asked(request, today) is not None  # "next month"
        or time_left.days_left(request) is not None  # fresh27 machine-59
        or time_left.hours_on(request) is not None  # fresh27 machine-60
        or time_left.weekday_in_month(request, today) is not None  # fresh28 machine-61
        or time_left.span_from_now(request) is not None  # "1시간 40분 걸린대. 몇 시에 끝나?"
        or days_until.weekday_monthday_asked(request, today) is not None  # "Friday the 13th"
        or days_until.leap_day_asked(request, today) is not None  # "the next leap day"
        or days_until.nth_weekday_asked(request, today) is not None  # "second Thursday of …"
        or term_end.term_asked(request) is not None  # "6개월짜리 정기예금 … 만기일이 언제야?"
        or world_clock.gap_zone_asked(request) is not None  # "한국 시간이랑 몇 시간 차이 나?"
    )


# an answer that says the ref asked was there already
_SAYS_EXISTS = re.compile(r"\balready\b|\bexists?\b|이미|존재", re.IGNORECASE)


def check(
    need: Need,
    request: str,
    answer: str,
    outcomes: Iterable[CallOutcome],
    tools: Collection[str],
    language: Language,
    narrations: Collection[str] = (),
    workdir: Path | None = None,
) -> Verdict | None:
    """None when `answer` rests on this turn's tool results; otherwise what to do about it.
    `workdir`: where the request's files are (a new table made from its only table)."""
    done = list(outcomes)
    past = bool(_PAST.search(request))
    facts = [o for o in done if not o.result.is_error and (past or o.call.name not in MEMORY_TOOLS)]
    lang = language_of(request, language)
    calls = suggested_calls(need, tools, request)
    shown = " or ".join(text for _, text in calls)
    if _asks_to_rename(request) and "bash" in tools and not _renamed(done):
        # "Rename draft.txt to summer-menu.txt" answered after an edit_file of its text
        how = _rename_how(request)
        return Verdict(
            "not_done", CORRECTION_RENAME.format(how=how), t("answer.not_done", lang),
            must_call=("bash",),
        )  # fmt: skip
    unmade = _git_step_unmade(request, workdir)
    if unmade is not None and unmade[1][0] in tools:
        # the git change asked is not there at the turn's end: the loop runs its command
        told, call = unmade
        return Verdict(
            "not_done", told, t("answer.not_done", lang), must_call=("bash",), call=call
        )
    undo = git_uncommit.uncommit_missing(request, done, workdir)
    if undo is not None and undo[0] in tools:
        # the last commit asked undone, its changes kept, and no reset ran this turn
        told = git_uncommit.CORRECTION_NOT_UNDONE.format(command=undo[1]["command"])
        return Verdict("not_done", told, t("answer.not_done", lang), must_call=("bash",), call=undo)
    untrack = git_untrack.untrack_missing(request, workdir)
    if untrack is not None and untrack[0] in tools:
        # the file asked out of git and kept on disk is still tracked (fresh41 git-88)
        path = git_untrack.untracked_file(request)
        told = git_untrack.CORRECTION.format(path=path, command=untrack[1]["command"])
        return Verdict(
            "not_done", told, t("answer.not_done", lang), must_call=("bash",), call=untrack
        )
    ignore = git_ignore.right_call(request, workdir)
    if ignore is not None and ignore[0] in tools:
        # 「git이 무시하게만 해 줘」 ended with draft.txt still shown by git status (fresh42
        # git-90): the loop writes .gitignore (then untracks a tracked file)
        told = git_ignore.CORRECTION.format(files=", ".join(git_ignore.ignored_files(request)))
        return Verdict(
            "not_done", told, t("answer.not_done", lang), must_call=(ignore[0],), call=ignore
        )
    bump = number_bump.bump_missing(request, done, workdir)
    if bump is not None and bump[0] in tools:
        # 「빌드 번호 하나 올려 줘」 answered "빌드 번호 7781이 올라왔습니다" after RUNNING
        # check.sh, no write of it (fresh40 write-86): the loop makes the edit
        return Verdict(
            "not_done", CORRECTION_UNTOUCHED.format(name=bump[1]["path"]),
            t("answer.not_done", lang), must_call=("edit_file",), call=bump,
        )  # fmt: skip
    emptying = file_emptied.empty_missing(request, workdir)
    if emptying is not None and emptying[0] in tools:
        # "The app log has been cleared." with logs/app.log as full as before (write-85)
        path = file_emptied.emptied_file(request, workdir)
        told = file_emptied.CORRECTION.format(path=path, command=emptying[1]["command"])
        return Verdict(
            "not_done", told, t("answer.not_done", lang), must_call=("bash",), call=emptying
        )
    moving = done_last.right_call(request, workdir)
    if moving is not None and moving[0] in tools:
        # "Move the items I've already finished to the bottom of todo.md" answered after a
        # line of the model's own was appended (fresh41 write-87): the loop moves them
        told = done_last.CORRECTION.format(path=moving[1]["path"])
        return Verdict(
            "not_done", told, t("answer.not_done", lang), must_call=("write_file",), call=moving
        )
    cutting = lines_kept.right_call(request, workdir)
    if cutting is not None and cutting[0] in tools:
        # 「최근 100줄만 남기고 앞부분은 다 지워 줘」 answered with the tail, the log as long as
        # before (fresh41 write-88): the loop writes the lines kept
        kept = lines_kept.kept_asked(request) or ("last", 0)
        told = lines_kept.CORRECTION.format(path=cutting[1]["path"], end=kept[0], n=kept[1])
        return Verdict(
            "not_done", told, t("answer.not_done", lang), must_call=("write_file",), call=cutting
        )
    rewrites = (
        (length_order.right_call(request, workdir), length_order.CORRECTION),
        (boxes_stripped.right_call(request, workdir), boxes_stripped.CORRECTION),
        (line_moved.right_call(request, workdir), line_moved.CORRECTION),  # fresh43 write-91
        (lines_copied.right_call(request, workdir), lines_copied.CORRECTION),  # fresh44 write-93
        (named_lines_removed.right_call(request, workdir), named_lines_removed.CORRECTION),
    )
    rewrite, correction = next(((c, w) for c, w in rewrites if c is not None), (None, ""))
    if rewrite is not None and rewrite[0] in tools:
        # "Reorder the notes in notes.txt by length" printed the lengths, wrote nothing
        # (fresh42 write-89); 「체크박스 표시는 다 떼고」 changed nothing (write-90): the loop
        # writes the file as asked
        path = rewrite[1]["path"]
        told = correction.format(path=path)
        return Verdict(
            "not_done", told, t("answer.not_done", lang), must_call=("write_file",), call=rewrite
        )
    restored = git_restore.restore_misstated(request, answer, workdir, lang)
    if restored is not None:
        # "… To revert the change, you can use the following command:" after todo.md was put
        # back (fresh37 git-79): what was done, said plainly
        return Verdict("not_done", restored, restored)
    cleaned = git_kept_change.clean_misstated(request, answer, done, workdir, lang)
    if cleaned is not None:
        # "todo.md is back as the last commit has it" once the untracked files were cleaned and
        # todo.md's change kept (fresh46 git-97): what was done, said plainly
        return Verdict("not_done", cleaned, cleaned)
    said_commit = git_commit.commit_misstated(request, answer, workdir, lang)
    if said_commit is not None:
        # "추가된 22 바이트를 draft.txt에 추가했습니다." once draft.txt was committed (git-84)
        return Verdict("not_done", said_commit, said_commit)
    amended = git_amend.amend_misstated(request, answer, done, workdir, lang)
    if amended is not None:
        # "The last commit is 0e71c9f." once todo.md was amended in (fresh40 git-85)
        return Verdict("not_done", amended, amended)
    untracked = git_untrack.untrack_misstated(request, answer, workdir, lang)
    if untracked is not None:
        # 「notes.txt 파일을 git에서 삭제했습니다」 once it was untracked and kept (fresh41 git-88)
        return Verdict("not_done", untracked, untracked)
    ignored = git_ignore.ignore_misstated(request, answer, workdir, lang)
    if ignored is not None:
        # 「하지 못했습니다」 once draft.txt was put in .gitignore (fresh42 git-90)
        return Verdict("not_done", ignored, ignored)
    uncommitted = git_uncommit.uncommit_misstated(request, answer, done, workdir, lang)
    if uncommitted is not None:
        # 「최근 커밋은 없었습니다」 after `git reset HEAD~1` undid it (fresh40 git-86)
        return Verdict("not_done", uncommitted, uncommitted)
    committed = git_writes.commit_misstated(request, answer, workdir, lang)
    if committed is not None:
        # "The commit was made …" with todo.md staged and no commit (fresh36 git-77)
        return Verdict("not_done", committed, committed)
    stayed = git_writes.stay_misstated(request, answer, workdir, lang)
    if stayed is not None:
        # "You are now on the hotfix branch." after `git branch hotfix main` (fresh35 git-75)
        return Verdict("not_done", stayed, stayed)
    moved = git_writes.onto_misstated(request, answer, done, workdir, lang)
    if moved is not None:
        # 「현재 커밋된 브랜치는 summer-menu입니다.」 after `git checkout -b summer-menu`, the
        # work carried uncommitted (fresh43 git-92)
        return Verdict("not_done", moved, moved)
    author = git_local_author.author_misstated(request, answer, workdir, lang)
    if author is not None:
        # 'The commit author is Mina Park <mina@example.com>.' once Daniel Kim was set as this
        # repository's author (fresh45 git-95)
        return Verdict("not_done", author, author)
    tagged = git_writes.tag_misstated(request, answer, done, workdir, lang)
    if tagged is not None:
        # 「bash 결과입니다: feature/inventory [exit code: 0]」 once release-0.1 was put on main's
        # last commit (fresh45 git-96)
        return Verdict("not_done", tagged, tagged)
    there = git_writes.already_there(request, workdir)
    if there is not None and not _SAYS_EXISTS.search(answer):
        # a tag asked that was already on another commit: said, never moved
        return Verdict("not_done", there, there)
    doomed = _file_to_delete(request)
    asked = not _QUESTION.search(request) or bool(_POLITE.search(request))
    if doomed and asked and "bash" in tools and not _deleted(doomed, done):
        return Verdict(
            "not_done", CORRECTION_DELETE.format(name=doomed), t("answer.not_done", lang),
            must_call=("bash",),
        )  # fmt: skip
    if need.kinds == ("arithmetic",) and "bash" in tools and python_sums.asked(request):
        if not python_sums.ran_asked(request, done):
            # "Can you use Python to count how many prime numbers there are below 10,000?" set
            # up as calculate '12*7', then refused (fresh36 script-77): the run is made when the
            # computation is one written here (a model's own print(2024 % 7) for the Mondays of
            # 2024 is not: fresh37 script-80), and asked of the model otherwise
            command = python_sums.run_command(request)
            return Verdict(
                "wrong_command", python_sums.CORRECTION_RUN, t("answer.not_checked", lang),
                must_call=("bash",), call=_bash(command) if command else None,
            )  # fmt: skip
        printed = python_sums.printed_unsaid(answer, done)
        if printed is not None:  # the count said from memory beside the run's
            return Verdict(
                "numbers", python_sums.CORRECTION_SAY.format(value=printed),
                t("answer.python_printed", lang, result=python_dates.in_words(printed, lang)),
            )  # fmt: skip
    again = clobber.said_rows_call(request, done)
    if again is not None and "csv_edit" in tools:
        # csv_edit refused for rows the request never named ("subject=coffee"), then a table
        # answered from csv_query: the change is made with the rows the request did name
        return Verdict(
            "not_done", clobber.ROWS_AGAIN, t("answer.not_done", lang), call=again,
        )  # fmt: skip
    replacing = replace_text.change_call(request, done)
    if replacing is not None and replacing[0] in tools:
        # "설치 문서에 … 3.11 … 3.12로 고쳐 줘" answered after a listing (fresh18 write-42): the
        # file that says it is found, then changed
        return Verdict(
            "not_done", replace_text.correction(request, replacing), t("answer.not_done", lang),
            must_call=(replacing[0],), call=replacing,
        )  # fmt: skip
    dated = today_written.today_call(request, done, date.today())
    if dated is not None and dated[0] in tools:
        # "Make a file called last-check.txt that holds just today's date, written like
        # 2024-06-06" written with the example date (fresh19 write-43)
        told = today_written.CORRECTION.format(
            path=dated[1]["path"], date=dated[1]["content"].strip()
        )
        return Verdict(
            "not_done", told, t("answer.not_done", lang), must_call=(dated[0],), call=dated
        )
    exporting = table_export.export_call(request, done, workdir)
    if exporting is not None and exporting[0] in tools:
        # "Make a file called regions.txt that lists the regions in sales.csv" answered after
        # sales.csv itself was sorted (refused) (fresh18 write-41): csv_edit makes it from it
        made = table_export.CORRECTION.format(
            target=exporting[1]["path"], source=exporting[1]["source"]
        )
        return Verdict(
            "not_done", made, t("answer.not_done", lang), must_call=(exporting[0],),
            call=exporting,
        )  # fmt: skip
    beside = beside_file.beside_call(request, done)
    if beside is not None and beside[1][0] in tools:
        # "What other files are in the same folder as usage.md?" answered with usage.md's own
        # text (fresh17 files-39): where it is, then that folder listed
        return Verdict(
            "wrong_place", beside[0], t("answer.not_checked", lang), must_call=(beside[1][0],),
            call=beside[1],
        )  # fmt: skip
    joining = files_joined.joined_call(request, done, workdir) if asked else None
    if joining is not None and "write_file" in tools:
        # "setup.md랑 usage.md를 하나로 합쳐서 docs/guide.md로 만들어 줘" answered after a
        # table edit and a write of the two names (fresh30 write-66): the loop writes it
        return Verdict(
            "not_done", CORRECTION_UNTOUCHED.format(name=joining[1]["path"]),
            t("answer.not_done", lang), must_call=("write_file",), call=joining,
        )  # fmt: skip
    ticking = todo_items.all_ticked_call(request, workdir) if asked else None
    if ticking is not None and "edit_file" in tools:
        # every item asked ticked, and some still open after the turn (fresh28 write-62 sent
        # an edit of the assistant's own words): the loop ticks them (approval still asked)
        return Verdict(
            "not_done", CORRECTION_UNTOUCHED.format(name=ticking[1]["path"]),
            t("answer.not_done", lang), must_call=("edit_file",), call=ticking,
        )  # fmt: skip
    untouched = _named_file_untouched(request, done)
    if untouched and {"edit_file", "write_file"} & set(tools):
        # "todo.md에서 끝낸 항목은 지워 주세요" answered after an `echo`: nothing touched it;
        # a list to sort is sorted by the loop, from a read of the file (fresh17 write-40)
        ordered = (
            list_sort.sorted_list_call(request, done)
            or section_move.moved_section_call(request, done)
            or _placement_refused(done)
            or number_change.right_call(request, workdir)
            or line_edit.right_call(request, workdir)
            or section_add.right_call(request, workdir)
            or heading_change.right_call(request, workdir)
            or line_removed.right_call(request, workdir)
            or lines_to_file.right_call(request, workdir)
            or constant_extract.right_call(request, workdir)
            or column_move.right_call(request, workdir)
        )
        return Verdict(
            "not_done", CORRECTION_UNTOUCHED.format(name=untouched), t("answer.not_done", lang),
            must_call=tuple(n for n in ("edit_file", "write_file", "bash") if n in tools),
            call=ordered if ordered is not None and ordered[0] in tools else None,
        )  # fmt: skip
    quote = quoted_text.asked(request, workdir)
    missing_words = quoted_text.unsaid(quote, answer) if quote is not None else []
    if quote is not None and missing_words:
        # "Pull up the cheesecake sale from sales.csv … exactly as the line is written" answered
        # about a missing column (fresh37 read-79), 'What does the README say the logs folder is
        # for?' with 'used to store logs' (fresh38 read-81): the file's own lines, after a read
        # of it when no call showed them
        told = quoted_text.CORRECTION.format(path=quote.path, lines='", "'.join(quote.lines))
        said = quoted_text.fallback(quote, lang == "ko")
        if not quoted_text.shown(quote, facts) and "read_file" in tools:
            return Verdict(
                "wrong_command", told, said, must_call=("read_file",),
                call=quoted_text.read_call(quote),
            )  # fmt: skip
        return Verdict("incomplete", told, said)
    if value_dump.dumped(request, answer, facts):
        # 「check.sh 실행하지 말고 파일 내용만 보고, 빌드 번호가 몇이야?」 answered with the
        # script's lines: told once to say the value; said again, the lines stand
        return Verdict("incomplete", value_dump.CORRECTION.format(request=request), answer)
    if _days_left_uncounted(need, request, facts) and "system_info" in tools:
        # "크리스마스까지 며칠 남았는지 파이썬으로 계산해 줄래?" calculated as "365 - 25 - 24 …"
        # (fresh14 script-32): only this clock knows today; system_info counts from it
        return Verdict(
            "wrong_command", CORRECTION_DAYS_LEFT, t("answer.not_checked", lang),
            must_call=("system_info",), call=("system_info", {}),
        )  # fmt: skip
    if not facts:
        failed = [o for o in done if o.result.is_error]
        local = [o for o in failed if o.call.name not in WEB_TOOLS]
        if failed and not local and calls:
            # The web cannot see this machine ("the Layout section of the README" searched
            # for on the web): its failure is no reason to give up; the look-up is local.
            return Verdict(
                "tool_failed",
                CORRECTION_NOT_THE_WEB.format(examples=shown),
                t("answer.not_checked", lang),
                must_call=tuple(t for t, _ in calls),
            )
        # A question's refusal stands once the call that answers it failed; a change's (the
        # look-ups suggested are not how to make it) once any call failed.
        asks_change = _ACTION.search(request) or _CHANGE.search(request)
        change = bool(asks_change) and not _QUESTION.search(request)
        tried = change or not shown or any(argument_text(o) in shown for o in failed)
        named = _call_an_error_names(failed, tools)
        if named is not None:
            # "…write_file does not run it; to copy a file use bash with `cp a b`": the tool
            # said which call does it, and the loop makes that call (approval still asked)
            return Verdict(
                "tool_failed", CORRECTION_FAILED_ANY.format(error=_sentence(clip(
                    failed[-1].result.content, 200))), t("answer.not_done", lang), call=named,
            )  # fmt: skip
        if failed and tried and is_refusal(answer):
            return None  # it tried the call that answers, it failed, and it says it cannot
        if failed:
            last = failed[-1]
            error = clip(last.result.content, 200)
            # a question's own command from the tables (a log's, the files'), after the
            # model's own look-up failed, is made by the loop: copying "sed -nE 's/…\\1/p'" a
            # small model wrote "\\n\\n…" (fresh26 script-57)
            table = None if change else _table_command(request, need)
            exact = _bash(table) if table and "bash" in tools else None
            if exact is not None and any(argument_text(o) == table for o in failed):
                exact = None  # it failed as it is: not again
            return Verdict(
                "tool_failed",
                (CORRECTION_FAILED if shown else CORRECTION_FAILED_ANY).format(
                    error=_sentence(error), examples=shown
                ),
                t("answer.check_failed", lang, tool=last.call.name, error=error.rstrip(".")),
                # told the call that answers, a small model otherwise repeats it as its answer
                must_call=tuple(t for t, _ in calls),
                call=exact,
            )
        if _ACTION.search(request) and not _QUESTION.search(request):
            # The suggestions are look-ups; the change needs the model's own choice of tool,
            # so any tool may be called, but a call it must be.
            return Verdict(
                "no_tool", CORRECTION_ACT, t("answer.not_checked", lang), must_call=tuple(tools)
            )
        correction = CORRECTION_NO_TOOL.format(examples=shown) if shown else CORRECTION_NO_TOOL_ANY
        if any(o.call.name in MEMORY_TOOLS for o in done):
            correction += RECALL_IS_NOT_FACTS
        forced = tuple(t for t, _ in calls)  # a question gets a forced look-up
        exact = concrete_call(calls[0]) if calls else None
        return Verdict(
            "no_tool", correction, t("answer.not_checked", lang), must_call=forced, call=exact
        )
    haystack = _haystack(request, facts)
    fallback = _found(facts, lang)
    if (
        "command" in need.kinds
        and _asks_to_run(request)
        and "bash" in tools
        and not any(o.call.name == "bash" for o in done)
    ):
        # "src/utils.py 실행하면 뭐가 출력돼?" answered from the file's text: what a program
        # prints is known by running it (approval still guards the run).
        run = _run_command(request)
        # run from the folder the request names? the model works out how (`cd src && …`)
        plain = None if run is None or _named_folder(request) else _bash(run)
        return Verdict("not_run", CORRECTION_RUN, fallback, must_call=("bash",), call=plain)
    # the table's command when what ran cannot show the answer (git log -1 for the first
    # commit; a glob for which files are executable)
    shows = git_answers.wrong_git_command(request, facts) if "git" in need.kinds else None
    shows = (
        shows
        or _file_question_unseen(request, facts)
        or file_search.search_unseen(request, facts)
        or _named_file_question_unseen(request, facts)
        or log_questions.unseen(request, _log_place(need), facts)
        or todo_items.unseen(request, need.place, facts)
        or _line_count_unseen(request, facts)
        or _numbered_lines_unseen(request, facts)
        or note_topic.dumped(request, answer, facts)
        or code_counts.unseen(request, facts)
        or char_counts.unseen(request, facts)
        # words by the case of their first letter, not lines: `grep '^[A-Z]'` then `wc -w`
        # said 40 for 13 (fresh44 count-93)
        or capital_words.unseen(request, facts)
        # a line's words, not the file's: `wc -w notes.txt` said 40 for the longest note's 7
        # (fresh45 count-96)
        or line_words.unseen(request, facts)
    )
    if shows and "bash" in tools:
        # "What was the first commit?" answered from `git log --oneline -1` (the last one)
        return Verdict(
            "wrong_command", CORRECTION_GIT.format(command=shows), fallback, must_call=("bash",),
            call=_bash(shows),
        )  # fmt: skip
    unsaid = file_search.path_unsaid(request, answer, facts)
    if unsaid is not None:
        return Verdict(
            "incomplete", file_search.CORRECTION_PATH.format(paths=unsaid),
            t("answer.path", lang, paths=unsaid),
        )  # fmt: skip
    commit = git_answers.commit_named_by_hash_only(request, answer, facts)
    if commit is not None:
        # "The commit before the last one was b6e3822." — a hash is no answer to a person
        # the fallback says it in the turn's language: a commit's message alone is English
        # (fresh16 git-38 answered a Korean question with "Add app code and docs (b6e3822)")
        said = t("answer.commit", lang, commit=commit)
        return Verdict("incomplete", git_answers.CORRECTION_COMMIT.format(subject=commit), said)
    misread = _listing_misread(need, answer, facts, lang, workdir)
    if misread is not None:
        return misread
    cut = lines_shown.unshown(request, answer, facts)
    if cut is not None:
        # "로그 파일 마지막 다섯 줄 좀 보여 줘." answered with four lines and a half: the answer
        # ran out of tokens before the shutdown line (fresh33 read-72)
        missing, read = cut
        correction = lines_shown.CORRECTION.format(
            count=len(missing), asked=lines_shown.shown_count(request, read), last=missing[-1]
        )
        return Verdict("incomplete", correction, _found([read], lang))
    # log lines a look-up found, each to be said: "1500번대 주문 중에 결제 타임아웃 … 주문 번호랑
    # 몇 시였는지" answered with the numbers alone (fresh35 read-76), "결제 타임아웃이 처음 세 번
    # 났을 때가 각각 몇 시" with the first one's time alone (fresh36 read-78)
    for lines_unsaid, lines_correction in (
        (range_lines.unsaid, range_lines.CORRECTION),
        (event_lines.unsaid, event_lines.CORRECTION),
        # an event's lines within some hours, a found one said as none (fresh40 read-85)
        (hour_lines.unsaid, hour_lines.CORRECTION),
        # an event's message asked word for word, described instead (fresh40 read-86)
        (message_wording.unsaid, message_wording.CORRECTION),
        # the slowest query of the log's last hour (fresh41 read-87), the time of the first
        # of an exact duration (read-88): the look-up's line said
        (log_found_line.unsaid, log_found_line.CORRECTION),
        # the files a named file mentions, each to be named (fresh39 files-83)
        (files_mentioned.unsaid, files_mentioned.CORRECTION),
        # each folder's biggest (or smallest) file, each to be named (fresh41 files-88)
        (folder_extremes.unsaid, folder_extremes.CORRECTION),
        # the files sharing a name but not an extension, each to be named (fresh41 files-87)
        (same_name.unsaid, same_name.CORRECTION),
        # the wordiest (or tersest) of a folder's files or the files named (fresh42 files-90)
        (wordier_file.unsaid, wordier_file.CORRECTION),
        # the Markdown files past a number of headings, each to be named (fresh42 files-89)
        (heading_counts.unsaid, heading_counts.CORRECTION),
        # a number a script not to be run prints, from its printing lines (fresh42 read-90)
        (printed_value.unsaid, printed_value.CORRECTION),
        # the files a search for a word (a folder's name) found, each to be named (files-85)
        (file_search.mentions_unsaid, file_search.CORRECTION_MENTIONS),
    ):
        left_out = lines_unsaid(request, answer, facts)
        if left_out is not None:
            missing, read = left_out
            correction = lines_correction.format(lines='", "'.join(missing))
            line = _log_line_said(missing, lang) if lines_unsaid is log_found_line.unsaid else None
            return Verdict("incomplete", correction, line or _found([read], lang))
    by_count = folder_file_counts.unsaid(request, answer, facts)
    if by_count is not None:
        # the folders holding the count of files asked, each to be named: files-95 named five
        # files from a glob (fresh45); said plainly, not as a tool's output, when it fails again
        missing, read = by_count
        correction = folder_file_counts.CORRECTION.format(lines='", "'.join(missing))
        said = folder_file_counts.fallback(request, read.result.content, lang == "ko")
        return Verdict("incomplete", correction, said)
    words_unsaid = line_words.unsaid(request, answer, facts)
    if words_unsaid is not None:
        # a line's words asked, its characters said: count-96 was shown the longest note's 7
        # words and said its 39 characters (fresh45)
        lines, count, text = words_unsaid
        said = line_words.fallback(request, count, text, lang == "ko")
        return Verdict("numbers", line_words.CORRECTION.format(lines=lines), said)
    picked = todo_items.picked_unsaid(request, answer, facts)
    if picked is not None:
        # the to-do item at the place asked among the open ones: read-96 named the first of
        # them as the third (fresh45)
        (line,), _ = picked
        correction = todo_items.CORRECTION_PICKED.format(lines=line)
        return Verdict("incomplete", correction, todo_items.picked_fallback(line, lang == "ko"))
    staged = git_staged.misread(request, answer, facts) if "git" in need.kinds else None
    if staged is not None:
        # "You have staged changes to todo.md" after git said it is not staged (fresh33 git-71)
        correction, key, path = staged
        return Verdict("incomplete", correction, t(key, lang, file=path))
    columns = columns_used.unsaid(request, answer, facts)
    if columns is not None:  # units, the script's other column, left out (fresh44 count-94)
        said = columns_used.fallback(columns, lang == "ko")
        return Verdict("incomplete", columns_used.CORRECTION.format(line=columns), said)
    lengths = line_lengths.misread(request, answer, facts)
    if lengths is not None:
        # "215 / 8 = 26.875" from a read's footer, its line breaks counted (fresh36 script-78)
        said = line_lengths.fallback(request, lengths, lang == "ko")
        return Verdict("numbers", line_lengths.CORRECTION.format(line=lengths), said)
    spread = people_elsewhere.misread(request, answer, workdir)
    if spread is not None:
        # 「notes.txt에 이름이 나오는 사람 중에 다른 파일에도 …」 answered with notes.txt's own
        # names (fresh46 files-98: Mina is in README.md too): the other files searched
        noted, found = spread
        correction = people_elsewhere.CORRECTION.format(
            file=noted, lines=people_elsewhere.lines(found)
        )
        said = people_elsewhere.fallback(noted, found, lang == "ko")
        grep = ("bash", {"command": people_elsewhere.search(noted, found)})
        return Verdict("numbers", correction, said, call=grep if "bash" in tools else None)
    people = (
        None if people_elsewhere.asked(request) else people_named.misread(request, answer, workdir)
    )
    if people is not None:
        # "You mention 7 different people by name in notes.txt." from a count of its rows
        # (fresh34 count-73: Mina and Daniel): the names read from the file, listed
        noted, lines, names = people
        correction = people_named.CORRECTION.format(
            file=noted, count=len(names), people="person" if len(names) == 1 else "people",
            lines=lines,
        )
        return Verdict("numbers", correction, people_named.fallback(noted, names, lang == "ko"))
    table = table_totals.table_unread(request, facts, need.place)
    if table is not None and table_totals.CSV_TOOL in tools:
        # "How much money did we make from muffins?" answered from a listing that shows
        # sales.csv: the figures are in the table, not in the listing (fresh8 csv-19, csv-20)
        return Verdict(
            "wrong_place", table_totals.CORRECTION_TABLE.format(path=table), fallback,
            must_call=(table_totals.CSV_TOOL,), call=(table_totals.CSV_TOOL, {"path": table}),
        )  # fmt: skip
    previewed = table_totals.table_previewed(request, facts)
    if previewed is not None and table_totals.CSV_TOOL in tools:
        # "부산에서 팔린 것 중에 단가가 제일 비싼 게?" answered from the first five rows
        path, rows = previewed
        query = table_totals.preview_query(request, facts, path)
        return Verdict(
            "wrong_command", table_totals.CORRECTION_PREVIEW.format(path=path, rows=rows),
            fallback, must_call=(table_totals.CSV_TOOL,),
            call=(table_totals.CSV_TOOL, query) if query else None,
        )  # fmt: skip
    total = table_totals.total_asked(request, facts)
    if total is not None and table_totals.CSV_TOOL in tools:
        # "크루아상은 총 몇 개 팔렸어?" answered from a count of its rows ("3개")
        return Verdict(
            "wrong_command", CORRECTION_TOTAL.format(column=total["column"]), fallback,
            must_call=(table_totals.CSV_TOOL,), call=(table_totals.CSV_TOOL, total),
        )  # fmt: skip
    elsewhere = _read_elsewhere(need, facts, request)
    if elsewhere is not None and "read_file" in tools:
        # "로그 파일 맨 첫 줄 좀 보여 줄래요?" answered from notes.txt's first lines (the
        # session-34 full run's read-14): the one log the request means was never read
        return Verdict(
            "wrong_place", CORRECTION_PLACE.format(path=elsewhere), fallback,
            must_call=tuple(t for t in ("read_file", "grep", "bash") if t in tools),
        )  # fmt: skip
    notes = _notes_unread(request, facts)
    if notes and "read_file" in tools:
        return Verdict(
            "wrong_place", CORRECTION_NOTES.format(path=notes), fallback,
            must_call=("read_file",), call=("read_file", {"path": notes}),
        )  # fmt: skip
    folder = _listed_elsewhere(request, facts)
    if folder and "list_dir" in tools:
        # "src 폴더 안에 있는 파일" answered from a listing of "."
        return Verdict(
            "wrong_place", CORRECTION_FOLDER.format(folder=folder), fallback,
            must_call=("list_dir",), call=("list_dir", {"path": folder}),
        )  # fmt: skip
    if need.arithmetic and "calculate" in tools:
        miscopied = answer_numbers.misread_number(request, facts)
        if miscopied:
            # "3만 5천 원짜리 셔츠를 20% 할인하면?" calculated as 30000 * 0.2
            said, used = miscopied
            return Verdict(
                "numbers", answer_numbers.CORRECTION_MISCOPIED.format(said=said, used=used),
                t("answer.not_checked", lang), must_call=("calculate",),
                call=answer_numbers.clock_span(request) or answer_numbers.as_many_as_fit(request),
            )  # fmt: skip
    fit = answer_numbers.as_many_as_fit(request) if need.arithmetic else None
    if (
        fit
        and "calculate" in tools
        and not any(o.call.name == "calculate" and "÷" in o.result.content for o in facts)
    ):
        # "만 원으로 1,200원짜리를 살 수 있는 만큼" set up as 10000 - 1200 (fresh17 calc-40): how
        # many fit is a division, and the calculator says what is left
        correction = answer_numbers.CORRECTION_FIT.format(expression=fit[1]["expression"])
        return Verdict("numbers", correction, fallback, must_call=("calculate",), call=fit)
    off = answer_numbers.discount_misread(request, facts) if need.arithmetic else None
    if off and "calculate" in tools:
        correction = answer_numbers.CORRECTION_DISCOUNT.format(expression=off[1]["expression"])
        return Verdict("numbers", correction, fallback, must_call=("calculate",), call=off)
    share = answer_numbers.share_flipped(request, facts) if need.arithmetic else None
    if share and "calculate" in tools:
        # "40문제 중 34문제를 맞히면 몇 퍼센트?" calculated as 40/34*100 (fresh3 calc-10)
        correction = answer_numbers.CORRECTION_SHARE.format(expression=share[1]["expression"])
        return Verdict("numbers", correction, fallback, must_call=("calculate",), call=share)
    rated = answer_numbers.total_unconverted(request, answer, facts)
    if rated and "calculate" in tools:
        # "convert it to US dollars at 1,350 won to the dollar" answered with the won total
        # a Python sum printed (fresh33 script-71): the calculator divides it by the rate
        return Verdict("numbers", rated[2], fallback, must_call=("calculate",),
                       call=(rated[0], rated[1]))  # fmt: skip
    in_percent = table_totals.percent_change_unsaid(answer, facts)
    if in_percent:  # 「제일 큰 비율로 늘어난 날이 언제고 몇 퍼센트」 said neither (script-74):
        # before the day's check, whose fallback, the whole table, is cut before this line
        return Verdict(
            "numbers", table_totals.CORRECTION_IN_PERCENT.format(lines="; ".join(in_percent)),
            t("answer.tool_result", lang, tool=table_totals.CSV_TOOL,
              result="\n".join(in_percent)),
        )  # fmt: skip
    times = table_totals.times_unsaid(answer, facts, lang)
    if times:  # 「서울이 인천의 몇 배」 answered with the totals, no ratio (fresh46 csv-98)
        return Verdict(
            "numbers", table_totals.CORRECTION_TIMES.format(lines=times[0]), times[1]
        )  # fmt: skip
    if answer_numbers.count_unsaid(request, answer, facts):
        return Verdict("numbers", answer_numbers.CORRECTION_COUNT, fallback)
    if answer_numbers.day_unsaid(request, answer, facts):
        return Verdict("numbers", answer_numbers.CORRECTION_DAY, fallback)
    # the won total answered when dollars at a rate were asked (script-71); the day Seoul sold
    # nothing answered with Seoul's own total (fresh33 csv-71): the table's lines say it
    for table_unsaid, correction in (
        (table_totals.converted_unsaid, table_totals.CORRECTION_CONVERTED),
        (table_totals.day_total_unsaid, table_totals.CORRECTION_DAY_TOTAL),
        # the days past a bound named without their amounts (fresh38 csv-82)
        (functools.partial(table_totals.past_bound_unsaid, request),
         table_totals.CORRECTION_PAST_BOUND),
        # the groups in another order than asked ('from the most to the fewest': csv-85)
        (functools.partial(group_order.order_unkept, request),
         group_order.CORRECTION.format(way=group_order.way(request), lines="{lines}")),
        # the cheapest and the dearest product's units, one left out (fresh40 csv-86)
        (priced_ends.ends_unsaid, priced_ends.CORRECTION),
        # each product's price beside a garbled name ('크로issant: 3200', fresh39 csv-84)
        (group_names.names_unsaid, group_names.CORRECTION),
        # how many different products, answered with each one's units (fresh40 count-85)
        (functools.partial(different_count.unsaid, request), different_count.CORRECTION),
        # croissants or bagels answered 5 and 1, never the 6 counted (fresh41 count-87)
        (functools.partial(either_count.unsaid, request), either_count.CORRECTION),
        # 「뭘 팔았어? 몇 개 팔았는지도」 answered with the count alone (fresh43 read-92)
        (functools.partial(sold_items.items_unsaid, request), sold_items.CORRECTION),
    ):
        table_lines = table_unsaid(answer, facts)
        if table_lines:
            return Verdict(
                "numbers", correction.format(lines="; ".join(table_lines)),
                t("answer.tool_result", lang, tool=table_totals.CSV_TOOL,
                  result="\n".join(table_lines)),
            )  # fmt: skip
    counted = shaped_lines.count_unsaid(request, answer, facts)
    if counted:  # "8 lines, 40 words" after the grep counted 2 (fresh43 count-91)
        return Verdict(
            "numbers", shaped_lines.CORRECTION.format(lines="; ".join(counted)),
            t("answer.tool_result", lang, tool="grep", result="\n".join(counted)),
        )  # fmt: skip
    split = git_answers.split_unsaid(answer, facts)
    if split:  # the tracked files in subfolders answered from a `find` of the top (git-67)
        # (the fallback git's listing, not the turn's last call: `find . -maxdepth 1 | wc -l`)
        listing = [o for o in facts if o.call.name == "bash" and split in o.result.content]
        return Verdict("numbers", git_answers.CORRECTION_SPLIT.format(line=split),
                       _found(listing[-1:], lang))
    sized = git_answers.tracked_size_unsaid(answer, facts)
    if sized:  # the biggest tracked file answered with the ignored log (fresh33 git-72)
        return Verdict("incomplete", git_answers.CORRECTION_TRACKED_SIZE.format(lines=sized[0]),
                       _found([sized[1]], lang))
    unnamed = git_answers.messages_unsaid(answer, facts)
    if unnamed:  # "1 file, 5 files, 4 files" for each commit's files (fresh29 git-63)
        correction = git_answers.CORRECTION_MESSAGES.format(messages="; ".join(unnamed))
        return Verdict("numbers", correction, fallback)
    hinted = python_functions.types_unsaid(request, answer, [o.result.content for o in facts])
    if hinted:  # 「… 어떤 타입으로 받아서 어떤 타입으로 돌려줘요?」 said no type (fresh28 read-62)
        correction = python_functions.CORRECTION_TYPES.format(types=", ".join(hinted))
        return Verdict("numbers", correction, fallback)
    summed = answer_numbers.missed_total(request, answer, facts)
    if summed is not None:
        correction = answer_numbers.CORRECTION_TOTAL_LINE.format(total=summed)
        # (the fallback the call that summed, not the turn's last: "ls -l logs/app.log" after
        # the files' bytes were added up, fresh30 files-65)
        summing = answer_numbers.total_shown(facts)
        return Verdict("numbers", correction, _found([summing], lang) if summing else fallback)
    flipped = answer_numbers.flipped_half_day(answer, facts)
    if flipped:
        told, said = flipped
        return Verdict(
            "numbers", answer_numbers.CORRECTION_HALF_DAY.format(told=told, said=said), fallback
        )
    if need.arithmetic:
        # A word problem's numbers come from a computation (the calculator, an agent's loan
        # tool): a clock or a disk size that a look-up printed is no ground for "300 / 10 =
        # 30그램" (bench_tasks calc-16).
        pure = need.kinds == ("arithmetic",)
        sources = [o for o in facts if not (pure and o.call.name in INCIDENTAL_NUMBERS)]
        missing = answer_numbers.ungrounded_numbers(answer, request, sources, every=True)
        if missing:
            calculated = [o for o in facts if o.call.name == "calculate"]
            correction = CORRECTION_NUMBERS if "calculate" in tools else CORRECTION_UNSEEN
            return Verdict(
                "numbers",
                correction.format(value=missing[0]),
                _calculated(calculated[-1].result.content, lang) if calculated else fallback,
            )
    unseen = (
        _unseen_names(answer, haystack)
        or _unseen_versions(answer, request, haystack)
        or _unseen_quotes(answer, haystack, _haystack("", facts), request)
    )
    if not unseen:
        unseen = answer_numbers.ungrounded_numbers(answer, request, facts, every=False)
    if unseen:
        correction = CORRECTION_UNSEEN.format(value=unseen[0])
        if shown and not any(argument_text(o) in shown for o in facts):
            correction += CORRECTION_OR_USE.format(examples=shown)  # it looked in the wrong place
        return Verdict("unseen", correction, fallback)
    listed = _files_unnamed(request, answer, facts)
    if listed:
        return Verdict("narration", CORRECTION_NAME_THEM.format(names=", ".join(listed)), fallback)
    # a change's answer says what was done in the request's words ("last-check.txt holds today's
    # date."); a look-up's must say what was found
    changed = any(o.call.name in WRITE_TOOLS for o in facts)
    said_again = not changed and said_back(answer, request)
    if is_narration(answer, narrations) or echoes_request(answer, request) or said_again:
        return Verdict("narration", CORRECTION_NARRATION, fallback)
    return None


CORRECTION_NAME_THEM = "Say which: the result shows {names}."
# which files: "Is anything in this project bigger than 1 KB?", "어떤 파일들이 있어?"
_WHICH_FILES = re.compile(
    r"(?=.*(?:\bfiles?\b|\bproject\b|\bfolders?\b|\bscripts?\b|파일|폴더|프로젝트|스크립트))"
    r"(?:.*\b(?:which|what)\s+(?:files?|ones|scripts|documents)\b|.*\bany(?:thing|\s+files?)\b"
    r"|.*(?:어떤|어느|무슨)\s*파일|.*파일\S*\s*(?:이|가|은|는|들)?\s*(?:뭐뭐|뭐야|뭐|있어|있나))",
    _I | re.S,
)
_NONE_SAID = re.compile(r"\bno(?:ne| files?| such)?\b|\bnothing\b|\bnot any\b|없", _I)
_LISTS_FILES = frozenset({"bash", "glob", "list_dir", "grep"})


def _files_unnamed(request: str, answer: str, facts: list[CallOutcome]) -> list[str]:
    """The files a look-up listed when the request asks which and the answer names none of
    them, nor says there are none ("There are files in this project that are bigger than 1 KB."
    after a `find` that printed ./logs/app.log: fresh22 files-49); [] otherwise."""
    if not _WHICH_FILES.search(request) or _NONE_SAID.search(answer):
        return []
    listed: list[str] = []
    for outcome in facts:
        if outcome.call.name in _LISTS_FILES:
            for found in FILE_NAME.finditer(outcome.result.content):
                name = found.group(0).removeprefix("./")
                if name not in listed:
                    listed.append(name)
    said = answer.lower()
    if not listed or any(Path(name).name.lower() in said for name in listed):
        return []
    return listed[:5]


def echoes_request(answer: str, request: str) -> bool:
    """The answer is the request said back ("파일 이름에 app 들어가는 거 전부 찾아 줘." after a
    `find` that listed them, fresh8 files-22): a small model's echo, not an answer."""
    said, asked = _plain_words(answer), _plain_words(request)
    if not said or not asked:
        return False
    if said == asked:
        return True
    # nearly the request, and still asking: "Made the file." for "make the file" is an answer,
    # "sales.csv에 며칠 치 판매 기록이 들어 있어요." (its question word, no number) is not
    # (fresh12 count-28)
    similar = difflib.SequenceMatcher(None, said, asked).ratio()
    if _STILL_ASKING.search(answer):  # it even asks back: "서울이 … 차지하는지 알려 줘." (fresh13)
        return similar >= ASKING_ECHO_SIMILARITY
    unanswered = bool(_QUESTION_WORD.search(answer)) and not re.search(r"\d", answer)
    return unanswered and similar >= ECHO_SIMILARITY


def said_back(answer: str, request: str) -> bool:
    """Every sentence of the answer is one of the request's, said again, and it has no number
    the request does not: "물품별로 매출 순위를 매겨 줘. 매출은 수량 곱하기 단가로." for "제품별로
    매출 순위 좀 매겨 줘. 매출은 수량 곱하기 단가로." (fresh23 csv-52, after the right table)."""
    spelled = spell_korean_numbers(request)  # "50만" said back as "500000"
    asked = set(_plain_words(request).split()) | set(_plain_words(spelled).split())
    said = _plain_words(answer).split()
    if len(said) > SAID_BACK_WORDS and any(a.startswith(said[-1]) for a in asked):
        said = said[:-1]  # a word cut short where a looping answer was stopped
    if len(said) < SAID_BACK_WORDS or not asked:
        return False  # "Read." for "read x.txt": too short to be the request said again
    if _new_numbers(answer, request):
        return False
    # a word is the request's when it is one of its words, one without its particle ("부산"
    # for "부산에서는": fresh43 read-92's 「부산 6월 5일에 팔았어? 몇 개 팔았는지도.」), or one
    # with another ending ("순위를" for "순위"); "muffin입니다", "Canberra", "지웠습니다" (for
    # "지워줘") are new
    bare = {without_particle(a) for a in asked if has_hangul_syllable(a)}
    return all(
        word in asked
        or word in bare
        or (
            has_hangul_syllable(word)  # English endings say something: "made" for "make"
            and max(difflib.SequenceMatcher(None, word, a).ratio() for a in asked) >= SAME_WORD
        )
        for word in said
    )


def _new_numbers(answer: str, request: str) -> bool:
    """The answer says a number the request does not (its Korean numbers spelled as digits); a
    number cut short where a looping answer was stopped ("… 500000 원씩 … 50") is no new one."""
    known = set(re.findall(r"\d+", spell_korean_numbers(request).replace(",", "")))
    numbers = set(re.findall(r"\d+", spell_korean_numbers(answer).replace(",", "")))
    return any(not any(k.startswith(n) for k in known) for n in numbers - known)


SAME_WORD = 0.7
SAID_BACK_WORDS = 4
ECHO_SIMILARITY = 0.85
ASKING_ECHO_SIMILARITY = 0.65
# 봐 asks only after another verb ("찾아 봐", "해 봐요"); "…1시간 36분이면 다 봐." is 보다, "you
# finish watching it" — the answer (fresh13 calc-30, session 42)
_STILL_ASKING = re.compile(r"[?？]\s*$|(?:줘|주세요|줄래|[아어여해워와]\s?봐요?)[.!]?\s*$")
_QUESTION_WORD = re.compile(
    r"며칠|몇\s*\S|무엇|뭐|어디|언제|누가|누구|어느|\bhow\b|\bwhich\b|\bwhat\b|\bwho\b|\bwhere\b"
    r"|\bwhen\b",
    _I,
)


def _plain_words(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.lower()))


def parrots(answer: str, correction: str) -> bool:
    """The answer repeats the correction it was given (small models echo the last message)."""
    said = " ".join(answer.lower().split())
    told = " ".join(correction.lower().split())
    if not said or not told:
        return False
    if told[:25] in said or said in told:
        return True
    words = re.findall(r"\w+", said)
    known = set(re.findall(r"\w+", told))
    return len(words) >= 4 and sum(w in known for w in words) >= 0.6 * len(words)


def is_refusal(answer: str, *, failure: bool = False) -> bool:
    """An honest "I can't" (no path or number in it). `failure`: after a failed tool call,
    reporting what failed ("there is no such file") counts too, and may name the file."""
    text = URL.sub(" ", answer)
    said = _REFUSAL.search(text) or (failure and _NEGATIVE.search(text))
    named = FILE_NAME.search(text) and not failure
    return bool(said) and not (named or _PATH.search(text) or re.search(r"\d{2,}", text))


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def _listing_misread(
    need: Need, answer: str, facts: list[CallOutcome], lang: Language, workdir: Path | None
) -> Verdict | None:
    """An answer that misreads git_listings' labelled files: "todo.md와 draft.txt가 들어가요"
    after the listing said draft.txt is untracked and not stashed (fresh24 git-54), two files
    of three that differ from main (git-53). The listing said plainly is the fallback."""
    listing = git_listings.read_listing(facts) if "git" in need.kinds else None
    correction = git_listings.misread(listing, answer) if listing is not None else None
    if listing is not None and correction is None and listing.kind == "never" and workdir:
        # a committed file named as never committed is as wrong as one left out (only those
        # were sent back): git's own list of the last commit's files tells them apart
        committed = committed_named.committed_files(workdir)
        wrong = committed_named.said_as_never(listing, answer, committed)
        correction = committed_named.correction(listing, wrong) if wrong else None
    if listing is None or correction is None:
        return None
    sentences = git_listings.listing_answer(listing)
    said = " ".join(t(sentence.key, lang, **sentence.fields) for sentence in sentences)
    return Verdict("incomplete", correction, said)


def empty_answer_fallback(outcomes: Sequence[CallOutcome], lang: Language) -> str | None:
    """What the turn's last successful call returned, for a model that answered nothing (after
    the loop made the copy fresh24 write-54 asked for, the model's answer was empty); a one-line
    edit said as a sentence, not handed back as the tool's result."""
    done = [o for o in outcomes if not o.result.is_error]
    if not done:
        return None
    return _line_edited(done[-1], lang) or _row_found(done[-1], lang) or _found(done, lang)


# a log line with its date and time first: "2024-06-30 20:30:15 WARN slow query … (135 ms)"
_LOG_LINE = re.compile(r"^(\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2})\s+(.+)$")


def _log_line_said(lines: list[str], lang: Language) -> str | None:
    """ "It was logged at 2024-06-30 20:30:15: WARN slow query on table stock (135 ms)" for the
    one log line a look-up found, or None."""
    found = _LOG_LINE.match(lines[0].strip()) if len(lines) == 1 else None
    return None if found is None else t("answer.log_line", lang, time=found[1], text=found[2])


def _row_found(last: CallOutcome, lang: Language) -> str | None:
    """ "In sales.csv, the row is: date 2024-06-02, region Incheon, …" for a table query whose
    result shows one row (a min or max, fresh46 read-98's first bagel), or None."""
    if last.call.name != table_totals.CSV_TOOL or not isinstance(last.call.arguments, Mapping):
        return None
    rows = [line for line in last.result.content.splitlines() if line.startswith("row: ")]
    if len(rows) != 1 or not last.call.arguments.get("path"):
        return None
    row = ", ".join(cell.replace("=", " ", 1) for cell in rows[0][5:].split(", "))
    return t("answer.row_found", lang, path=str(last.call.arguments["path"]), row=row)


# edit_file's result for one changed line: "edited README.md: replaced 1 occurrence (line 16
# changed, now: 'Questions go to Daniel Kim.'; 16 lines now)" (fresh45 write-95's answer, after
# the loop changed the name, was "Here is what edit_file returned: edited README.md: …")
_ONE_LINE_EDITED = re.compile(
    r"^edited (?P<path>\S+): replaced \d+ \w+ \(line (?P<line>\d+) changed, now: "
    r"(?P<q>['\"])(?P<now>.*)(?P=q); \d+ lines? now\)$"
)


def _line_edited(last: CallOutcome, lang: Language) -> str | None:
    """ "Done: line 16 of README.md now reads: …" for an edit_file that changed one line,
    or None."""
    if last.call.name != "edit_file":
        return None
    found = _ONE_LINE_EDITED.match(last.result.content.strip())
    if found is None:
        return None
    return t("answer.line_edited", lang, path=found["path"], line=found["line"], now=found["now"])


# "Done." — a change's answer in English alone to a Korean request (fresh28 write-62, after
# the loop had ticked every item; fresh33 write-72's "The CSV file … has been successfully
# modified …", long and wrong about the rows): the change's own result, in a Korean sentence


def change_said_in_its_language(
    request: str, answer: str, outcomes: Sequence[CallOutcome], language: Language
) -> str:
    """`answer`, or — for a Korean turn whose change was made and answered with no Korean at
    all — what the change's call returned, said in Korean."""
    lang = language_of(request, language)
    if lang != "ko" or has_hangul_syllable(answer):
        return answer
    made = [o for o in outcomes if o.call.name in WRITE_TOOLS and not o.result.is_error]
    return _found(made, lang) if made else answer


# a table's preview carries the figure the request asks after its first rows (csv_query's
# `planned_query`): that part is what a fallback shows (fresh24 script-54's answer was the
# preview's first rows, clipped before "down 39.1 %")
_ASKED_PART = re.compile(r"^for the request \(", re.MULTILINE)


# a command's "[exit code: 0]" line: a success is no news to a listener (fresh45 script-96 was
# answered 'bash 결과입니다: 34 [exit code: 0]' after the fallback's own shape)
_EXIT_OK = re.compile(r"\n?\[exit code: 0\]\s*$")


def _found(facts: list[CallOutcome], lang: Language) -> str:
    last = facts[-1]
    content = _EXIT_OK.sub("", last.result.content) or last.result.content
    asked = _ASKED_PART.search(content)
    if asked is not None:
        content = content.splitlines()[0] + "\n" + content[asked.start() :]
    result = clip(content, FALLBACK_RESULT_CHARS, flatten=False)
    return t("answer.tool_result", lang, tool=last.call.name, result=result)


# "Listing this folder." / "폴더를 볼게요." as the final answer: what the model was about to do.
_NARRATION = re.compile(
    r"^\s*(?:(?:i'm|i am|now)\s+)?(?:listing|reading|checking|running|searching|looking|"
    r"calculating|opening|writing|editing|fetching|finding|getting|counting)\b[^.!?]{0,60}[.!…]*\s*$"
    r"|(?:볼게요|읽을게요|확인할게요|찾아볼게요|계산할게요|실행할게요|살펴볼게요|하겠습니다)[.!…]*\s*$",
    _I,
)


def is_narration(answer: str, narrations: Collection[str] = ()) -> bool:
    """The answer only says what the model was doing (often its own words before a tool call),
    not what the tool found."""
    text = " ".join(answer.split()).lower()
    said = {" ".join(n.split()).lower() for n in narrations if n.strip()}
    return bool(text) and (text in said or bool(_NARRATION.search(text)))


def _haystack(request: str, facts: list[CallOutcome]) -> str:
    parts = [request]
    for outcome in facts:
        parts += [outcome.result.content, argument_text(outcome)]
    return "\n".join(parts).lower()


def _unseen_names(answer: str, haystack: str) -> list[str]:
    """File names and paths in `answer` that neither the request nor a tool mentioned."""
    text = URL.sub(" ", answer)
    names = [m.group(0) for m in FILE_NAME.finditer(text)]
    names += [m.group(0).rstrip("/.") for m in _PATH.finditer(text) if m.group(0).count("/") >= 2]
    return [name for name in names if name and not _seen(name, haystack)]


def _seen(name: str, haystack: str) -> bool:
    """`name` is in `haystack`, perhaps with a Korean particle glued to it: "/usr/bin/python3에"
    is /usr/bin/python3 (fresh9 machine-22's right answer was once refused for it)."""
    bare = re.sub(r"[가-힣]+$", "", name).rstrip("/.")
    return name.lower() in haystack or (bool(bare) and bare.lower() in haystack)


# ASCII boundaries: a Korean ending may follow ("2.31.1입니다")
_VERSION = re.compile(r"(?<![A-Za-z0-9_.])v?(\d+(?:\.\d+){1,3})(?![A-Za-z0-9_]|\.\d)", _I)
_ASKS_VERSION = re.compile(r"\bversions?\b|버전", _I)


def _unseen_versions(answer: str, request: str, haystack: str) -> list[str]:
    """Version numbers in `answer` ("2.31.1") that no tool showed: three-part ones always, "3.11"
    when a version was asked for. (A number check reads "2.31.1" as the small number 2.31.)"""
    asked = bool(_ASKS_VERSION.search(request))
    found = [m.group(1) for m in _VERSION.finditer(URL.sub(" ", answer))]
    return [v for v in found if (asked or v.count(".") >= 2) and v not in haystack]


# Text an answer quotes claims to be exact: "It prints "Hello, World!"" after no output.
_QUOTED = re.compile(
    r'"([^"\n]{3,160})"|“([^”\n]{3,160})”|「([^」\n]{2,160})」'
    r"|(?:(?<=\s)|^)'([^'\n]{3,160})'(?=[\s.,!?)]|$)"
)


def _unseen_quotes(answer: str, haystack: str, results: str = "", request: str = "") -> list[str]:
    """Quoted text in `answer` that neither the request nor a result shows. A quote with Hangul
    may translate an English file's words for a Korean answer, so it counts only when the
    results hold no Korean at all and the result's own words are not beside it: README's
    "Sunrise Bakery" quoted as "제주 농장" (a farm on Jeju) was invented (fresh14 read-32)."""
    seen = " ".join(haystack.split())
    english_results = bool(results.strip()) and not has_hangul_syllable(results)
    asked = " ".join(request.split()).lower().strip(" .,!?:;")
    unseen = []
    for match in _QUOTED.finditer(answer):
        quote = next(group for group in match.groups() if group)
        key = " ".join(quote.split()).lower().strip(" .,!?:;")
        if len(key) >= 10 and difflib.SequenceMatcher(None, key, asked).ratio() >= 0.9:
            # the question itself quoted as what a file says: "메모에 적은 내용은 '도메인 갱신
            # 언제까지 하라고 메모해 놨었지?'라는 문장입니다" (fresh15 read-36)
            unseen.append(quote)
            continue
        if not re.search(r"\w", key) or key in seen:
            continue
        if not has_hangul_syllable(key):
            unseen.append(quote)
        elif (
            english_results
            and not re.search(r"\d", key)
            and not _latin_beside(answer, results.lower(), request.lower())
        ):
            unseen.append(quote)  # "합계 3" renders "total: 3" (its numbers are checked apart)
    return unseen


def _latin_beside(answer: str, results: str, request: str) -> bool:
    """The answer also gives a result's own words (a word in Latin script that the results
    show and the request did not say — "README" is the request's): the Korean quote beside
    them translates them."""
    words = re.findall(r"[A-Za-z][A-Za-z'-]{2,}", FILE_NAME.sub(" ", answer))  # not "README.md"
    return any(word.lower() in results and word.lower() not in request for word in words)
