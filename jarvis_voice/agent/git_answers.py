"""Git questions: the command that shows the answer, and a commit named as a person names it.

Part of grounding (`agent/grounding.py`). A small model runs `git log --oneline -1` for "what was
the first commit?" or answers "which commit added sales.csv?" with a hash alone. The table here
says, for each kind of git question, the command that answers it and what a command the model
ran must have to show that answer; `commit_named_by_hash_only` finds an answer that gives a
commit's hash without its message.
"""

from __future__ import annotations

import re
import shlex

from jarvis_voice.agent import git_listings, git_staged
from jarvis_voice.agent.log_questions import GAPS
from jarvis_voice.agent.ordinals import ORDINAL, ordinal_in
from jarvis_voice.agent.pipeline import CallOutcome
from jarvis_voice.agent.request_words import FILE_NAME, HOW_MANY, URL, argument_text
from jarvis_voice.text import NATIVE_NUMBERS, NUMBER_WORDS
from jarvis_voice.tools.builtin.days_until import date_in

_I = re.IGNORECASE


# The git command that answers a question, first match wins: what changed inside the files
# ("변경 내용", a diff) before which files are changed (status); the last commit's files, date
# and author before the plain last commit. The third column is what a command the model ran
# must have to show that answer (`git log --oneline -1` has no date, no files, one commit).
_NOT_ONELINE = r"^(?!.*--oneline)(?!.*--format)(?!.*--pretty).*\b(?:log|show)\b"
# a named part of a file: "the Contact section", "price_with_tax 함수"
_PART_WORDS = "섹션|항목|함수|단락|문단|제목|section|heading|function|paragraph"
_PART = rf"(?:\b(?:{_PART_WORDS})s?\b|{_PART_WORDS})"
_PART_NAMED = (
    re.compile(rf"([\w.-]+)\s*(?:{_PART_WORDS})", _I),
    re.compile(
        r"\b(?:section|heading|function|paragraph)\s+(?:called\s+|named\s+)?['\"]?([\w.-]+)", _I
    ),
)
_NOT_A_PART = frozenset({"the", "a", "an", "this", "that", "its", "which", "what", "new"})
_BY_HOUR = "git log --date=format:'%H:%M %Y-%m-%d' --format='%ad %h %s'"
# a branch named: "main 브랜치에 있는", "on the develop branch", "in branch main"
_ON_BRANCH = (
    r"(?:\b(?:on|in|of)\s+(?:the\s+)?[\w./-]+\s+branch\b|\b(?:on|in)\s+branch\s+[\w./-]+"
    # only from a word's start, and never given back: a long run of letters is read once
    r"|(?<![\w./-])[\w./-]++\s*브랜치(?:에|의|에서|에\s*있는|쪽))"
)
# the file as committed, not as it is now: "마지막으로 커밋된 todo.md에는 할 일이 몇 개 들어 있어?
# 지금 파일 말고 커밋된 거 기준으로" counted the working copy's (fresh28 git-62)
_COMMITTED_COPY = (
    r"(?:\bcommitted\s+(?:version|copy|file)\b|\bas\s+(?:it\s+was\s+|last\s+)?committed\b"
    r"|\blast\s+committed\b|\bin\s+the\s+(?:last|latest)\s+commit\b|커밋된\s*(?:거|것|버전|파일|내용)"
    r"|마지막으로\s*커밋된|커밋\s*(?:기준|버전|시점))"
)
_FROM_GIT = rf"(?:{_ON_BRANCH}|{_COMMITTED_COPY})"
_ITEMS_COUNTED = (
    r"(?=.*(?:\bhow many\b|몇\s*(?:개|가지|항목)|개수))"
    r"(?=.*(?:\bitems?\b|\btasks?\b|\bto-?dos?\b|할\s*일|항목))"
)
_LINES_ASKED = r"\bhow many lines\b|\bline count\b|\bnumber of lines\b|몇\s*줄|줄\s*수|몇\s*행"
_TEXT_ASKED = r"\bsays?\b|\bcontents?\b|\blook like\b|\bshow me\b|내용|보여|뭐라고|읽어"
# a day named: "June 3, 2024", "3 June", "6월 3일", "2024-06-03"; and the words of a span
_MONTH_WORD = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_A_DAY = (
    rf"\b{_MONTH_WORD}\s+\d{{1,2}}(?:st|nd|rd|th)?\b|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?"
    rf"{_MONTH_WORD}(?!\w)|\d{{1,2}}\s*월\s*\d{{1,2}}\s*일|\b\d{{4}}-\d{{2}}-\d{{2}}\b"
)
_SPAN_WORDS = (
    r"(?:\b(?:since|after|before|until|till|between|from|through)\b|이후|이전|부터|까지|사이|전에|후에)"
)
# the commit of a file named that changed it last or first, asked by its hash, message, date
# or author ("which commit", "커밋 해시"), not what it changed
_FIRST_WORDS = r"\b(?:first|earliest|initially)\b|처음|최초|(?:제일|가장)\s*먼저"
_LAST_WORDS = (
    r"\b(?:last|latest|most recent(?:ly)?|newest|recent)\b|마지막|(?:가장|제일)?\s*최근|최신"
)
_FILES_COMMIT = (
    rf"(?=.*{FILE_NAME.pattern})(?=.*(?:\bcommit|커밋|\bhash\b|\bsha\b|해시))"
    r"(?=.*(?:\b(?:chang|modif|edit|touch|updat|alter)\w*|바꾼|바뀐|바꿨|변경|수정|고친|고쳤"
    r"|건드린|건드렸|손댄|손봤|커밋(?:한|된|했)))"
    r"(?!.*(?:\blines?\b|줄|\bdiff\b|\bpatch\b|\bwhat\s+(?:did|does|do|has|have)\b.*\bchang"
    r"|\bwhat\s+(?:(?:was|were|got)\s+)?changed\b|뭐가|무엇이|뭘\s*(?:바꿨|고쳤|수정)|어떻게"
    r"|내용|\bbefore\b|\bprior\b|직전|바로\s*전|이전|전\s*커밋|\badd(?:ed)?\b"
    r"|추가|들어간|들어온|\bfiles\b|파일들))"
)
# a branch deleted, asked before it is: "if I delete", "지워 버리면", "삭제해도 돼?"
_BRANCH_DELETED = (
    r"(?=.*(?:\bdelet\w*|\bremov\w*|\bdrop(?:ped|ping)?\b|\bbranch\s+-[dD]\b|지우|지워|지운|삭제"
    r"|없애|날리|날려))"
)
# what would be lost with it, or whether that is safe: "날아가는 커밋", "would I lose", "unmerged"
_LOST = (
    r"\blos[et]\b|\blosing\b|\bgone\b|\bdisappear\w*|\bunmerged\b|\bnot (?:yet )?merged\b"
    r"|\bonly (?:on|in)\b|\bsafe\b|날아가|날아갈|날라가|사라지|사라질|사라져|잃"
    r"|없어지|없어질|없어져|(?:머지|병합)\s*(?:안|되지\s*않)|안\s*(?:머지|병합)|안전|괜찮"
)
# files git tracks, asked by their size: "git이 관리하는 파일 중", "which tracked file",
# "커밋된 파일 중에 용량이"; not lines, words or commits
_TRACKED_FILES = (
    r"(?=.*(?:\btrack(?:ed|s)?\b|\bgit\b|깃|추적|커밋된|관리(?:하는|되는|중인)|저장소|\brepo))"
    r"(?=.*(?:\bfiles?\b|파일))"
    r"(?!.*(?:\blines?\b|줄|\bwords?\b|단어|\bcommits?\b|커밋(?!된)|\bdiff|\buntracked\b))"
)
_BIGGEST = (
    r"\b(?:biggest|largest|heaviest)\b|\bmost bytes\b|(?:제일|가장)\s*(?:용량이\s*)?(?:큰|크)"
)
_SMALLEST = (
    r"\b(?:smallest|tiniest|lightest)\b|\bfewest bytes\b|(?:제일|가장)\s*(?:용량이\s*)?(?:작은|작)"
)
_TRACKED_SIZES = (
    "git -c core.quotePath=false ls-files -z | xargs -0 stat -c '%s %n' 2>/dev/null "
    '| sort {order} | awk \'NR == 1 {{top = $1}} $1 == top {{size = $1; sub(/^[0-9]+ /, ""); '
    'print $0 " (" size " bytes, tracked by git)"}}\''
)
_TRACKED_SIZES_SHOWN = (
    r"ls-files\b.*\|.*(?:\bstat\b|\bwc\s+-c|\bdu\b|ls\s+-\w*l)|ls-tree\b.*(?:-l|--long)"
)
_GIT_COMMANDS = (
    # the mode git keeps for a file: "scripts/check.sh를 누가 clone 받아도 바로 실행할 수 있게 git에
    # 실행 권한까지 저장돼 있어? git에 기록된 파일 모드로 확인해 줘" ran `chmod +x` (fresh27 git-60)
    (r"\bfile ?mode\b|\bmode\b.*\bgit\b|\bgit\b.*\bmode\b|파일\s*모드|모드\s*(?:값|번호)"
     # (from the request's start: lookaheads tried at every place of a long request are slow)
     r"|\A(?=.*(?:\bgit\b|깃|커밋|저장소))(?:.*\bexecutable\b|.*\bexec(?:ute)? bit\b"
     r"|.*실행\s*(?:권한|비트|가능))",
     "git ls-files -s | grep -F -- {file}", r"ls-files\s+(?:-\w*s|--stage)|ls-tree"),
    # a file as a branch has it, not the working copy: "main 브랜치에 있는 report.py는 몇
    # 줄이야?" counted the checked-out file (fresh21 git-48)
    # … its to-do items counted, done ones too, as that copy has them
    (rf"(?=.*{_FROM_GIT})(?=.*{FILE_NAME.pattern}){_ITEMS_COUNTED}",
     "git show {branch}:{file} | grep -c -E '^\\s*[-*+] \\[[ xX]\\]'",
     r"\bgit\s+show\s+\S+:\S.*\|\s*grep\b"),
    (rf"(?=.*{_FROM_GIT})(?=.*{FILE_NAME.pattern})(?=.*(?:{_LINES_ASKED}))",
     "git show {branch}:{file} | wc -l", r"\bgit\s+show\s+\S+:\S"),
    (rf"(?=.*{_FROM_GIT})(?=.*{FILE_NAME.pattern})(?=.*(?:{_TEXT_ASKED}))",
     "git show {branch}:{file}", r"\bgit\s+show\s+\S+:\S"),
    # what `git clean` would remove, asked before it is run: its dry run lists it and deletes
    # nothing ("git clean 하면 뭐가 지워지는지 미리 좀 알려 주세요", fresh23 git-52 ran `git log`)
    (r"\bgit\s+clean\b|\bclean(?:\s+up)?\s+(?:the\s+)?untracked\b"
     r"|(?:추적\s*(?:되지\s*않는|안\s*되는)|트래킹\s*안\s*되는)\s*파일",
     "git clean -n -d", r"\bclean\s+(?:-\w*n|--dry-run)"),
    # a count: a listing of the commits is read as a hash by a small model (fresh6 git-16)
    (r"\b(?:ahead of|behind)\b|앞서|앞선|뒤처|뒤쳐", "git rev-list --count {span}",
     r"--count|\bwc\s+-l|--left-right"),
    # where a branch left another: "feature/inventory 브랜치는 main의 어느 커밋에서 갈라져
    # 나온 거야?" ran `git log main...feature/inventory` and said "the first commit" (fresh16
    # git-38)
    (r"\bbranch(?:ed)? (?:off|out)\b|\bbranched from\b|\bfork(?:ed)?\b|\bsplit off\b"
     r"|\bmerge[- ]base\b|\bcommon ancestor\b|갈라져|갈라진|갈라졌|분기(?:된|했|해|점)|파생",
     "git log -1 --format='%s (%h, %cd)' $(git merge-base {base} {branch})", r"merge-base"),
    # the commits a branch's deletion would lose: "지금 feature/inventory 브랜치를 지워 버리면
    # 날아가는 커밋이 있어?" ran `git branch --show-current` and said there was one, unnamed
    # (fresh34 git-74): the branch's commits on no other branch (local or remote), or none said
    (rf"{_BRANCH_DELETED}(?=.*(?:\bbranch|브랜치))(?=.*(?:{_LOST}))",
     "b=$(git rev-parse --abbrev-ref {branch}) && git log --format='%h %s (%cd)' \"$b\" --not "
     "--exclude=\"$b\" --branches --remotes | awk -v b=\"$b\" '{print \"only on \" b \" (lost "
     "if it is deleted): \" $0; n++} END {if (!n) print \"no commit is only on \" b \": every "
     "one is on another branch too, so deleting it loses none\"}'",
     r"--not\b.*--(?:branches|all|remotes)|(?<!\.)\.\.(?!\.)|--no-merged|\bcherry\b"),
    # the last (or first) commit that changed a file named: "src/utils.py를 마지막으로 바꾼 커밋의
    # 해시 좀 알려 줘" ran `git log --oneline -7 | tail -1` (fresh32 git-70): that file's own
    # log, newest first (`-- file` is added by git_command); the first: its log read oldest
    # first. Not its diff, its lines, or both ends (the entries below)
    (rf"{_FILES_COMMIT}(?=.*(?:{_FIRST_WORDS}))(?!.*(?:{_LAST_WORDS}))",
     "git log --reverse --format='%h %s (%an, %cd)' {branch} | head -1",
     r"--reverse|--diff-filter=A|\|\s*tail\b"
     r"|^(?!.*\s-\d)(?!.*-n\s*\d)(?!.*--max-count)(?!.*\|\s*head).*\blog\b"),
    # (when it was, asked too: the entry for a date and its commit, below)
    (rf"{_FILES_COMMIT}(?=.*(?:{_LAST_WORDS}))(?!.*(?:{_FIRST_WORDS}))"
     r"(?!.*(?:\bwhen\b|\bdate\b|언제|날짜))",
     "git log -1 --format='%h %s (%an, %cd)' {branch}",
     r"^(?!.*--reverse)(?!.*\|\s*tail\b)(?!.*--skip)(?=.*\blog\b)"
     r"(?:.*--oneline|.*%[hHs]|(?!.*--format)(?!.*--pretty))"),
    # its patch, unless the question is which files (the --stat entry below)
    (r"^(?!.*\bfiles?\b)(?!.*파일).*(?:"
     r"(?:last|latest|previous|recent) commit.*\b(?:diff|chang\w*)"
     r"|\b(?:diff|chang\w*)\b.*(?<!since the )(?<!since )(?:last|latest|recent) commit"
     r"|(?:마지막|최근)\s*커밋.*(?:변경|바뀐|바뀌|바꾼|diff|차이|고친))",
     "git show HEAD",
     r"^(?!.*--oneline)(?!.*--stat)(?!.*--name).*\bshow\b|\bdiff\b.*HEAD[~^]|-p\b"),
    # the commit just before the one that added a file: "scripts/check.sh가 처음 들어간 커밋,
    # 그 바로 전 커밋은 메시지가 뭐였어?" was shown the adding commit itself (fresh31 git-68): its
    # parent
    (rf"(?=.*{FILE_NAME.pattern})(?=.*(?:\bcommit|커밋))"
     r"(?=.*(?:\b(?:added|introduced|brought in|came in|first committed|created)\b"
     r"|들어간|들어온|들어왔|추가(?:된|한|됐|했)|생긴|만들어진|처음\s*커밋))"
     r"(?=.*(?:\bcommit\s+(?:right\s+|just\s+|immediately\s+)?(?:before|prior)\b"
     r"|\b(?:right|just|immediately)\s+(?:before|prior)\b|\bbefore\s+the\s+(?:one|commit)\b"
     r"|\b(?:previous|preceding|parent)\s+(?:commit|one)\b|\bthe\s+one\s+before\b"
     r"|(?:직전|바로\s*전|바로\s*앞|그\s*전|이전|전|앞)\s*(?:의\s*|에\s*(?:한|있던|했던)\s*)?커밋))",
     "git show -s --format='%s (%h, %an, %cd)' "
     "\"$(git log --diff-filter=A --format=%h -- {file} | tail -1)~1\"",
     # its parent asked of git, or every commit listed (`git log --oneline -2` shows the last
     # two, whatever added the file)
     r"--diff-filter=A.*(?:\^|~\d*)(?:[\s\"')]|$)"
     r"|^(?!.*\s-\d)(?!.*-n\s*\d)(?!.*--max-count)(?!.*--diff-filter)(?!.*\s--\s).*\blog\b"),
    # the biggest (or smallest) of the files git tracks: "git이 관리하는 파일 중에서 용량이 제일
    # 큰 파일이 뭐야?" ran `find` over every file and named the ignored log (fresh33 git-72):
    # git's own list with each file's bytes, cut to the one (ties kept)
    (rf"{_TRACKED_FILES}(?=.*(?:{_SMALLEST}))(?!.*(?:{_BIGGEST}))",
     _TRACKED_SIZES.format(order="-n"), _TRACKED_SIZES_SHOWN),
    (rf"{_TRACKED_FILES}(?=.*(?:{_BIGGEST}))",
     _TRACKED_SIZES.format(order="-rn"), _TRACKED_SIZES_SHOWN),
    # tracked files in a subfolder, or at the top: "How many of the files git tracks live in a
    # subfolder rather than at the top level?" counted `find . -maxdepth 1` (fresh31 git-67):
    # git's own list, split at the first "/"
    (r"(?=.*(?:\btrack|\bgit\b|깃|추적|커밋된|저장소|\brepo))(?=.*(?:\bfiles?\b|파일))"
     r"(?=.*(?:\bsub-?(?:folder|director(?:y|ies)|dir)s?\b|\bnested\b|\btop[- ]level\b"
     r"|\b(?:root|top)\s+(?:folder|directory|dir)\b|하위\s*(?:폴더|디렉터리|디렉토리)"
     r"|서브\s*폴더|최상위|맨\s*위|루트|폴더\s*(?:안|속)에))",
     "git -c core.quotePath=false ls-files | awk '/\\// {print; n++; next} {top++} "
     "END {print n + 0 (n == 1 ? \" tracked file\" : \" tracked files\"), "
     "\"in subfolders,\", top + 0, \"at the top level\"}'",
     r"ls-(?:files|tree)\b.*\|\s*(?:grep|awk|cut|sed|python)"),
    # a part of a file, not a file: "README에 Contact 섹션은 어느 커밋에서 들어간 거야?" ran awk
    # over the README (fresh20 git-46): the oldest commit whose diff adds or removes its name
    (rf"(?=.*{_PART})(?:.*\b(?:which|what) commit\b.*\b(?:added|introduced|brought|put|created)\b"
     r"|.*\b(?:added|introduced|brought in)\b.*\b(?:in|by) which commit\b|.*\bwhen was\b.*\badded\b"
     r"|.*(?:어느|어떤|무슨|몇\s*번째)\s*커밋\S*\s*(?:에서|에|때)?\s*(?:들어|추가|생|만들|넣)"
     r"|.*(?:들어간|추가된|추가한|생긴|넣은)\s*커밋|.*언제\s*(?:들어|추가|생))",
     "git log -S {part} --reverse --format='%s (%h, %cd)' | head -1", r"\s-[SG]\s*\S"),
    (r"\bwhich commit\b.*\b(?:added|introduced|created)\b|\bwhen was\b.*\b(?:added|introduced)\b"
     r"|(?:추가|처음\s*들어간|들어온)\S*\s*커밋|언제\s*추가",
     "git log --diff-filter=A --format='%s (%h, %an, %cd)'", r"--diff-filter=A|\blog\b.*\s--\s+\S"),
    (r"\b(?:diff|what changed in)\b|(?:변경|바뀐|수정한?)\s*내용", "git diff HEAD", r"\bdiff\b"),
    # who put a quoted line into a file, and when: "Who added the '# stock check added' line to
    # report.py, and on what day?" read report.py (fresh26 git-57): the oldest commit whose diff
    # adds the text
    (r"(?=.*['\"‘“][^'\"’”]{2,80}['\"’”])(?=.*" + FILE_NAME.pattern + r")"
     r"(?:.*\bwho\b.*\b(?:added|wrote|put|introduced|inserted)\b|.*누가\s*(?:\S+\s*)?"
     r"(?:추가|넣|썼|작성|붙였))",
     "git log -S {quoted} --reverse --format='%an, %cd (%h %s)' | head -1", r"\s-[SG]\s*\S"),
    # the last commit of a branch named, not of the one checked out: "main 브랜치에 마지막으로
    # 커밋한 게 언제였어요?" ran `git branch --show-current` (fresh15 git-36); its hash: "main
    # 브랜치 제일 최근 커밋 해시가 뭐야?" printed the checked-out branch's (fresh26 git-58)
    (r"(?=.*(?:\bwhen\b|\bdate\b|\blast commit|언제|날짜|마지막\s*(?:으로\s*)?커밋|\bhash\b|해시))"
     r"(?:.*\b(?:on|in|of|to)\s+(?:the\s+)?[\w./-]+\s+branch\b|.*\bbranch\s+[\w./-]+"
     r"|.*[\w./-]+\s*브랜치(?:에|의|에서|\s+(?:제일|가장|마지막|최근|최신)))",
     "git log -1 --format='%cd %h %s' {branch}",
     r"^(?!.*--oneline(?!.*--format))(?!.*--pretty=oneline).*\blog\b.*\s(?!-)[\w./-]+\s*$"),
    # commits by the time of day: "How many of my commits did I make before noon?" ran git
    # log --since=noon (fresh15 git-35); the commits of those hours, kept by grep
    (r"\bbefore noon\b|\bin the morning\b|\bmorning\b|오전|정오\s*(?:전|이전)|아침",
     f"{_BY_HOUR} | grep {{count}}-E '^(0[0-9]|1[01]):'", r"%H|grep.*\^\(?0"),
    (r"\b(?:in the )?evening\b|\bat night\b|\bafter 6\s*(?:pm|p\.m\.)|저녁|밤"
     r"|오후\s*6\s*시\s*(?:이후|넘)",
     f"{_BY_HOUR} | grep {{count}}-E '^(1[89]|2[0-3]):'", r"%H|grep.*\^\(?1"),
    (r"\bafternoon\b|\bafter noon\b|오후|점심\s*(?:후|이후|지나)",
     f"{_BY_HOUR} | grep {{count}}-E '^(1[2-9]|2[0-3]):'", r"%H|grep.*\^\(?1"),
    # the commit that added the most lines: "Which of my commits was the biggest by lines
    # added?" ran `git log --stat --max-count=1` (fresh19 git-43): every commit's lines added
    (r"(?=.*(?:\bcommit|커밋))(?=.*(?:\blines?\b|줄))"
     r"(?=.*(?:\b(?:biggest|largest|most|greatest)\b|(?:가장|제일)\s*(?:많|큰|크)))",
     "git log --all --numstat --format='@%h %s' | awk '/^@/ {c = substr($0, 2); next} "
     "NF == 3 {added[c] += $1} END {for (c in added) print added[c], c}' | sort -rn",
     r"^(?!.*(?:\s-1\b|\s-n\s*1\b|--max-count=1\b))(?=.*(?:--numstat|--shortstat|--stat))"),
    # the files that came in with one: "sales.csv 커밋할 때 같이 들어간 파일들은 뭐뭐예요?" grepped
    # for the name (fresh19 git-44): the files of the commit that added it
    (r"(?=.*\b[\w-]+\.[a-z]{1,5}\b)(?:.*(?:같이|함께)\s*(?:들어간|들어온|커밋|추가|올라간)"
     r"|.*\b(?:committed|added|checked in)\s+(?:together |along )?with\b"
     r"|.*\bin the same commit\b|.*\bsame commit as\b)",
     "git show --name-only --format='%s (%h)' "
     "$(git log --all --diff-filter=A --format=%h -- {file} | tail -1)",
     r"--name-only|--name-status|--stat"),
    # the lines the last commit added: "How many lines did the newest commit on main add?"
    # printed a hash (fresh22 git-49): its own numstat, of the branch named
    (r"(?=.*(?:\b(?:last|latest|newest|most recent|recent)\s+commit|(?:마지막|최근|최신)\s*커밋))"
     r"(?:.*\blines?\b.*\b(?:add(?:ed)?|insert(?:ed)?|write|wrote|written)\b"
     r"|.*\badd(?:ed)?\b.*\blines?\b|.*(?:추가|늘어|넣)\S*\s*(?:한|된|난)?\s*줄|.*줄\S*\s*(?:을|이)?\s*"
     r"(?:몇\s*줄\s*)?(?:추가|늘|넣))",
     "git show --numstat --format='%h %s' {branch} | awk 'NR == 1 {c = $0; next} "
     "NF == 3 {added += $1} END {print added + 0, \"lines added by\", c}'",
     r"--numstat|--shortstat|--stat"),
    # how far apart the commits are: "커밋 기록 보면 나 보통 몇 시간 간격으로 커밋했어?" read one
    # commit (fresh22 git-50): every commit's time, the gaps averaged by Python
    (r"(?=.*(?:\bcommit|커밋))(?:.*\bhow often\b|.*\b(?:average|typical|usual|mean)\s+"
     r"(?:time|gap|interval)\b|.*\btime between\b|.*\bintervals?\b"
     r"|.*간격|.*얼마(?:나|만에)\s*(?:자주|한\s*번)|.*몇\s*(?:시간|일|분)\s*(?:마다|에\s*한\s*번))",
     "git log {all}--reverse --format=%ci | " + GAPS,
     r"fromisoformat|strptime|\bmktime\b|%ct.*awk|%at.*awk"),
    # lines added over the commits: "Across all my commits, how many lines have I added in
    # total?" summed `git log --stat`'s first column (fresh17 git-39); every branch's when all
    (r"(?=.*(?:\btotal\b|\ball\b|\bacross\b|\boverall\b|모든|전체|통틀|다\s*합|합쳐|전부|총))"
     r"(?:.*\blines? (?:(?:have |did )?(?:i |we )?(?:ever )?)?(?:added|inserted|written)\b"
     r"|.*\b(?:added|inserted) lines\b|.*추가(?:한|된|했던)\s*줄"
     r"|.*줄\s*(?:을|이)?\s*(?:몇\s*줄\s*)?추가)",
     "git log {all}--numstat --format= | awk '{added += $1} END {print added}'",
     r"--numstat|--shortstat"),
    # a file's first and last commit: "report.py 처음 커밋한 날이랑 마지막으로 고친 날이 언제야?"
    # asked both and was shown one (fresh17 git-40): every commit of the file, dated
    (r"(?=.*(?:처음|\bfirst\b|\binitially\b|\bcreated\b))(?=.*(?:마지막|\blast\b|\blatest\b))"
     r"(?=.*(?:커밋|고친|수정|바뀐|\bcommit|\bchang|\bmodif|\bedit|\btouch))"
     r"(?=.*\b[\w-]+\.[a-z]{1,5}\b)",
     "git log --reverse --format='%cd %h %s'",
     r"%[ac][dDrsiIt]|--date|^(?!.*--oneline)(?!.*--format).*\blog\b"),
    # the files git ignores: "Is git ignoring any of the files in this project?" ran `git
    # check-ignore .` (nothing) and was answered with the last commit (fresh18 files-41)
    (r"\b(?:is|are|does|do) git\b.*\bignor|\bgit ignores\b|\bignored (?:by git|files?)\b"
     r"|\bfiles? (?:that )?git (?:is |does )?ignor|(?:깃|git)\S*\s*(?:이|가|에서)?\s*무시"
     r"|무시(?:하는|되는|된|당하는)\s*파일",
     "git status --ignored --short | grep '^!!'",
     r"--ignored|check-ignore\s+\S*\s*\*|ls-files.*-i"),
    # commits whose message begins with a word: "커밋 메시지가 'Add'로 시작하는 커밋은 몇 개야?" ran
    # `git log --oneline | grep '^Add'`, whose lines begin with a hash, and said none (fresh30
    # git-66): the messages alone, kept by grep
    (r"(?=.*(?:\bcommit|커밋))(?=.*(?:\bmessages?\b|\bsubjects?\b|메시지|메세지|\bword\b|단어|['\"‘“]))"
     r"(?:.*\b(?:begins?|began|starts?|started|beginning|starting|opens?|"
     r"opening)\s+with\b|.*(?:로|으로)\s*시작(?!\s*(?:했|한\s*(?:날|때)|된\s*(?:날|때))))",
     "git log {all}--format=%s | grep {count}-E {start}",
     r"--format=['\"]?%s|--pretty=(?:format:)?['\"]?%s|--grep=['\"]?\^"),
    # the files a repository held after its n-th commit: "After my second commit, how many files
    # were in the repository altogether?" ran `git status` (fresh30 git-65): that commit's tree
    (r"(?=.*(?:\bcommit|커밋))(?=.*(?:\bfiles?\b|파일))(?=.*" + ORDINAL.pattern + r")"
     r"(?:.*\b(?:after|as of|at the time of|by the time of|following)\s+(?:my\s+|the\s+|our\s+)?"
     r"(?:\w+\s+){0,2}commit\b|.*번\s*째\s*커밋\S*\s*(?:을\s*|를\s*)?(?:한\s*)?"
     r"(?:후|뒤|다음|이후|때|시점|까지|직후|하고\s*(?:나서|나니))"
     r"|.*\b(?:in|of)\s+(?:the\s+)?(?:repo|repository)\b.*\bafter\b)",
     "git -c core.quotePath=false ls-tree -r --name-only "
     "$(git rev-list --reverse HEAD | sed -n {nth}p) | "
     "awk '{print} END {print NR (NR == 1 ? \" file\" : \" files\"), \"in the repository "
     "after commit {nth}\"}'",
     r"\bls-tree\b.*(?:HEAD[~^]|\$\(|[0-9a-f]{7})"),
    # the files the n-th commit changed: "which files did my second commit change?", "세 번째
    # 커밋에서 바뀐 파일" (its own, not the tree after it: the entry above)
    (r"(?=.*(?:\bcommit|커밋))(?=.*(?:\bfiles?\b|파일))(?=.*" + ORDINAL.pattern + r")"
     r"(?=.*(?:\b(?:chang|add|touch|modif|edit|includ|contain|went|put)\w*|바뀐|바꾼|변경|수정|추가|"
     r"들어간|고친|건드린))",
     "git -c core.quotePath=false show --name-only --format='%s (%h, %cd)' "
     "$(git rev-list --reverse HEAD | sed -n {nth}p)",
     r"(?:--name-only|--name-status|--stat).*(?:HEAD[~^]|\$\(|[0-9a-f]{7})"
     r"|(?:HEAD[~^]|\$\(|[0-9a-f]{7}).*(?:--name-only|--name-status|--stat)"),
    # commits whose message names a word: "Which of my commit messages mention the report?"
    # ran `git log -1` (fresh18 git-41)
    (r"(?=.*(?:\bcommit|커밋))(?:.*\bmention(?:s|ed|ing)?\b|.*\bmessages?\b.*\b(?:about|with|say)\b"
     r"|.*(?:메시지|메세지).*(?:들어간|들어있는|들어\s*있는|언급|포함|나오는|있는))",
     "git log {all}--oneline -i --grep={word}", r"--grep|\|\s*grep\b"),
    # files in more than one commit: "두 번 이상 커밋된 파일이 있어?" ran `git log -1` (fresh18
    # git-42): only the files changed in more than one commit, each with its number (`uniq -cd`: a
    # listing of every file was read back whole, fresh18 git-42 after session 36)
    (r"\b(?:committed|changed|touched|modified|edited)\s+(?:more than once|twice|(?:two|2|several"
     r"|multiple|many) times|in (?:more than one|several|multiple|two) commits?)\b"
     r"|(?:두|2|여러)\s*번\s*(?:이상\s*)?(?:커밋|수정|바뀐|고친|변경)|커밋된\s*횟수",
     "git log --all --name-only --format= | sort | uniq -cd | sort -rn",
     r"--name-only.*\buniq\b|--name-status.*\buniq\b"),
    # the files each commit changed, counted: "Go through my commits and tell me how many files
    # each one changed." ran `git diff --stat` (the uncommitted changes: fresh29 git-63); every
    # commit with its count, not "each file" (how often a file changed: the entry above)
    (r"(?=.*(?:\bcommit|커밋))(?=.*(?:\bfiles?\b|파일))"
     r"(?:(?=.*(?:\bhow many\b|\bnumber of\b|\bcount\b|몇|개수|파일\s*수))"
     r"(?=.*(?:\beach\b(?!\s+(?:of\s+the\s+)?files?\b)|\bevery\s+commit|\bper\s+commit"
     r"|\bcommit[- ]by[- ]commit\b|커밋\s*(?:마다|별|하나하나|하나씩)|각\s*커밋|각각|씩))"
     r"|(?=.*(?:\b(?:most|fewest)\s+files\b|(?:가장|제일)\s*많은\s*파일"
     r"|파일\S*\s*(?:가장|제일)\s*(?:많|적))))",
     "git log {all}--format='@%h: %s' --name-only | awk 'function say() {if (c != \"\") print c "
     "\" changed \" n (n == 1 ? \" file\" : \" files\")} "
     "/^@/ {say(); c = substr($0, 2); n = 0; next} NF {n++} END {say()}'",
     r"^(?!.*(?:\s-1\b|\s-n\s*1\b|--max-count=1\b))(?=.*\blog\b)"
     r"(?=.*(?:--shortstat|--name-only.*\bawk\b|--name-only.*\|\s*python))"),
    # the longest (or shortest) commit message: "지금까지 쓴 커밋 메시지 중에 제일 긴 게 뭐야?"
    # ran `git log -1` and named the last one (fresh29 git-64): every message measured
    (r"(?=.*(?:\bcommit|커밋))(?=.*(?:\bmessages?\b|메시지|메세지|\bsubjects?\b))"
     r"(?=.*(?:\b(?:longest|shortest|wordiest)\b|\b(?:most|least)\s+(?:characters|words)\b"
     r"|(?:제일|가장|젤)\s*(?:길|긴|짧)))",
     "git log {all}--format=%s | python3 -c \"import sys; m = [s.rstrip('\\n') for s in "
     "sys.stdin]; m.sort(key=len{order}); [print('{way} commit message:', s, '(%d characters)' "
     "% len(s)) for s in m if len(s) == len(m[0])]\"",
     r"\blen\(|\blength\b|wc\s+-[cm]"),
    # commits of one file: "Which of my commits changed only a single file?" ran `git log
    # --name-only` and named the first commit, which added five (fresh20 git-45)
    (r"(?=.*(?:\bcommit|커밋))(?:.*\b(?:only|just|exactly) (?:one|a single|1) files?\b"
     r"|.*\bsingle files? (?:only|alone)\b"
     r"|.*(?:파일\s*(?:하나|한\s*개|1\s*개)만|한\s*파일만|하나의\s*파일만))",
     "git log --all --format='@%h %s' --name-only | awk '/^@/ {if (n == 1) print c, \"-\", f; "
     "c = substr($0, 2); n = 0; next} NF {n++; f = $0} END {if (n == 1) print c, \"-\", f}'",
     r"--name-only.*\bawk\b|--shortstat|--stat.*grep"),
    (r"\bbranches\b|\ball branch|브랜치\s*(?:목록|들|전부|다|뭐뭐)|어떤\s*브랜치", "git branch",
     r"\bbranch"),
    # the commits of a branch named, not of the one checked out: "How many commits are on the
    # main branch?" counted feature/inventory's 4, then ran `git branch --show-current` and said
    # "no commits on main" (fresh10 git-23)
    (rf"(?=.*{_ON_BRANCH})(?=.*(?:\bhow many commits\b|커밋\s*(?:이\s*)?(?:몇|수|개수)))",
     "git rev-list --count {branch}",
     r"rev-list\s+--count\s+(?!HEAD\b)[\w./-]+|\blog\b(?:\s+--?[\w=-]+)*\s+(?!HEAD\b)[A-Za-z][\w./-]*"),
    (r"\bbranch|브랜치", "git branch --show-current", r"\bbranch|abbrev-ref|\bstatus\b"),
    (r"\bhow many commits\b|커밋\s*(?:이\s*)?(?:몇|수|개수)", "git rev-list --count HEAD",
     r"rev-list|--count|\blog\b"),
    (r"(?:last|latest) commit.*\bfiles?\b|\bfiles?\b.*(?:last|latest) commit"
     r"|(?:마지막|최근)\s*커밋.*파일", "git show --stat --oneline HEAD",
     r"--stat|--name-only|--name-status|diff-tree|whatchanged|^(?!.*--oneline).*\bshow\b"),
    (r"(?:first|initial) commit.*\bfiles?\b|\bfiles?\b.*(?:first|initial) commit"
     r"|(?:첫\s*(?:번째\s*)?|최초\s*|처음\s*)커밋.*파일",
     "git show --name-only --format='%s (%h, %cd)' $(git rev-list --max-parents=0 HEAD)",
     r"--reverse.*--(?:name-only|name-status|stat)|--(?:name-only|name-status|stat).*--reverse"
     r"|--max-parents=0|--root"),
    (r"\bfirst commit|\binitial commit|첫\s*(?:번째\s*)?커밋|최초\s*커밋|처음\s*커밋",
     "git log --reverse --format='%s (%h, %an, %cd)' | head -1",
     r"--reverse|--max-parents=0|\btail\b"),
    (r"\bbefore the (?:last|latest)\b|\bprevious commit|\bsecond[- ]to[- ]last\b"
     r"|(?:이전|직전|그\s*전|전전)\s*커밋|마지막\s*(?:커밋\s*)?(?:전|바로\s*전)",
     "git log -1 --skip=1 --format='%s (%h, %cd)'",
     r"\s-[2-9]\b|-n\s*[2-9]|--max-count=[2-9]|HEAD[~^]|--skip|^(?!.*\s-1\b)(?!.*-n\s*1\b).*\blog\b"),
    (r"\b(?:uncommitted|staged|status|modified)\b|커밋\s*안\s*한|상태", "git status --short",
     r"\bstatus\b|\bdiff\b"),
    # what was committed on a day named: "What did I commit on June 3, 2024? Which files went
    # in?" ran `git log --since=2024-06-03 --until=2024-06-03` — a window of no time, as git
    # reads a bare date as that day at this hour — and said nothing was (fresh28 git-61): every
    # commit of the day with its files; not "since June 1" (a span: the model's to bound)
    (rf"(?=.*(?:\bcommit|커밋))(?=.*(?:{_A_DAY}))(?!.*{_SPAN_WORDS})",
     "git log {all}--date=short --format='@%ad %h %s' --name-only | "
     "awk '/^@/ {p = ($1 ~ /^@{day}$/); sub(/^@/, \"\")} p && NF'",
     r"(?=.*(?:--name-only|--name-status|--stat|--numstat))"
     r"(?!.*--since=(\S+).*--until=\1(?:\s|$))(?=.*(?:--since|--after|%[ac]d|--date))"),
    # the weekday of every commit: "Did I make any commits on a weekend?" ran `git log
    # --oneline --since=` and said no (fresh14 git-31)
    # (one commit's weekday is its date's: date_notes says it beside the date)
    (r"\bweekends?\b|\b(?:saturdays?|sundays?)\b|주말|토요일|일요일",
     "git log --date=format:'%a %Y-%m-%d %H:%M' --format='%h %ad %s'",
     r"%a[dD]?\b|--date=format:[^ ]*%a|--format=[^ ]*%a[dD]|\bdate\b.*\+%a"),
    # when, and in which commit: "when was README.md last changed, and in which commit?" was
    # shown the date alone (fresh27 git-59)
    (r"(?=.*(?:\bwhen\b|\bdate\b|언제|날짜))(?=.*(?:\b(?:which|what) commit\b|어느\s*커밋"
     r"|어떤\s*커밋|무슨\s*커밋|커밋\S*\s*(?:이|은|는)?\s*(?:뭐|무엇|어느)))",
     "git log -1 --format='%cd %h %s'", rf"%[hHs].*%[ac]d|%[ac]d.*%[hHs]|{_NOT_ONELINE}"),
    (r"\bwhen\b|\bdate\b|언제|날짜", "git log -1 --format=%cd",
     rf"%[ac][dDrsiIt]|--date|{_NOT_ONELINE}"),
    (r"\bwho\b|\bauthor\b|누가|작성자", "git log -1 --format='%an <%ae>'",
     rf"%[ac][neNE]|shortlog|{_NOT_ONELINE}"),
    (r"\b(?:changed?|changes)\b|변경|수정", "git status --short", r"\bstatus\b|\bdiff\b"),
)  # fmt: skip


# Read from the request's start only: a pattern of lookaheads ("(?=.*a)(?=.*b)") tried at every
# position of a 5,000-letter request took minutes (tests/test_procedures_episodes.py's long
# request, once the loop read every question's git command before asking the model)
_GIT_ENTRIES = tuple(
    (re.compile(rf"\A{pattern}" if pattern.startswith("(?=") else pattern, _I), command, shows)
    for pattern, command, shows in _GIT_COMMANDS
)


def _git_entry(request: str) -> tuple[str, str] | None:
    """The command that answers a git question and what a command must have to show it."""
    listing = _listing_entry(request)
    if listing is not None:
        return listing
    staged = git_staged.status_command(request)
    if staged is not None:  # "have I staged todo.md yet?": its own porcelain line (git-71)
        return staged, git_staged.SHOWS
    for pattern, command, shows in _GIT_ENTRIES:
        if pattern.search(request):
            return command, shows
    return None


def _listing_entry(request: str) -> tuple[str, str] | None:
    """A question answered by a labelled listing of files (`git_listings`): what a `git stash`
    would take, which files differ from a branch; a file named, its diff against the branch."""
    if git_listings.asks_what_stash_takes(request):
        return git_listings.stash_preview(request), r"\|stashed: "
    if git_listings.asks_what_commit_takes(request):  # "if I ran git add -A and committed"
        return git_listings.commit_preview(request), r"\|(?:not )?committed[^|]*: "
    if git_listings.asks_never_committed(request):  # "files never committed to git at all"
        return git_listings.never_committed_listing(), r"\|never committed \([^|]*: "
    merged = git_listings.merge_asked(request)
    if merged is not None:
        return git_listings.merge_preview(merged), r"\|merge into \S+ changes: "
    compared = git_listings.compared_refs(request)
    if compared is None:
        return None
    base, other = compared
    refs = " ".join(filter(None, (base, other)))
    if FILE_NAME.search(URL.sub(" ", request)):
        # "report.py가 main이랑 비교해서 뭐가 달라졌어?": its lines, `-- report.py` added below
        return f"git diff {refs}", rf"\bdiff\b.*\s{re.escape(refs)}(?:\s|$)"
    shows = rf"\|differs (?:from|between) {re.escape(base)}\b"  # the listing's own labels
    return git_listings.differs_listing(base, other), shows


def wrong_git_command(request: str, done: list[CallOutcome]) -> str | None:
    """The command to use when every git command this turn ran cannot show the answer."""
    entry = _git_entry(request)
    ran = [argument_text(o) for o in done if o.call.name == "bash" and not o.result.is_error]
    ran = [command for command in ran if re.search(r"\bgit\b", command)]
    if entry is None:
        return None
    if not ran:
        # answered from other look-ups alone: "README에 Contact 섹션은 어느 커밋에서 들어간 거야?"
        # read the README with awk (fresh20 git-46); a git question is answered by git
        return git_command(request) if done else None
    named = FILE_NAME.search(URL.sub(" ", request))
    if named and entry[0].startswith(_PER_FILE):
        # "report.py 건드린 커밋이 몇 개야?": the whole log counts every commit (git-18)
        ran = [command for command in ran if named.group(0) in command]
    if any(re.search(entry[1], command, _I) for command in ran):
        return None
    return git_command(request)


# git commands that answer for one file when it is named after `--`
_PER_FILE = ("git log", "git diff", "git rev-list")


_NOT_A_BRANCH = frozenset(
    {"it", "this", "that", "the", "branch", "current", "mine", "off", "out", "from", "fork",
     "forked", "split", "is", "was", "did", "do", "does", "have", "has", "my", "your", "our",
     # a verb before "branch": "safe to delete branch feature/x"
     "delete", "remove", "drop", "merge", "switch", "checkout", "create", "rename"}
)  # fmt: skip
# "ahead of main", "develop보다 앞서": the branch compared with (main when none is named)
_BASE_BRANCH = re.compile(
    r"\b(?:ahead of|behind)\s+(?:the\s+)?([\w./-]+)"
    r"|([\w./-]+)\s*(?:브랜치)?\s*(?:보다|에\s*비해)",
    _I,
)


# "which commit added sales.csv?", "그 전 커밋이 뭐야?": answered by naming a commit
_WHICH_COMMIT = re.compile(
    r"\b(?:which|what)\s+(?:was\s+|is\s+)?(?:the\s+)?(?:\w+\s+){0,3}?commit\b"
    r"|커밋[이은는가]?\s*(?:뭐|무엇|어떤|어느|뭔)|(?:어떤|어느|무슨|몇\s*번째)\s*커밋",
    _I,
)
_HASH = re.compile(r"(?<![0-9a-f])[0-9a-f]{7,40}(?![0-9a-z])", _I)
CORRECTION_COMMIT = 'Say what that commit is, by its message: "{subject}".'


def _commit_subjects(text: str) -> dict[str, str]:
    """Hash → subject in git's output: `--oneline` lines ("b6e3822 Add app"), "%s (%h, …)"
    lines and the full log (a "commit <hash>" header, the message indented below it)."""
    found: dict[str, str] = {}
    lines = text.splitlines()
    for i, line in enumerate(lines):
        oneline = re.match(r"^\*?\s*([0-9a-f]{7,40})\s+(?:\([^)]*\)\s+)?(\S.*)$", line.strip())
        formatted = re.match(r"^(\S.*?)\s+\(([0-9a-f]{7,40})[,)]", line.strip())
        header = re.match(r"^commit\s+([0-9a-f]{7,40})\b", line.strip())
        if header:
            body = [x.strip() for x in lines[i + 1 : i + 8] if x.startswith("    ") and x.strip()]
            if body:
                found[header[1]] = body[0]
        elif oneline:
            found[oneline[1]] = oneline[2]
        elif formatted:
            found[formatted[2]] = formatted[1]
    return found


def commit_named_by_hash_only(request: str, answer: str, facts: list[CallOutcome]) -> str | None:
    """The hash and subject of the commit a "which commit" answer names by its hash alone."""
    if not _WHICH_COMMIT.search(request) or re.search(r"\b(?:hash|sha|id)\b|해시", request, _I):
        return None  # "what's the hash of that commit?" is answered by the hash
    subjects: dict[str, str] = {}
    for outcome in facts:
        if outcome.call.name == "bash":
            subjects.update(_commit_subjects(outcome.result.content))
    said = _fold(answer)
    for written in _HASH.findall(answer):
        for full, subject in subjects.items():
            short = written.lower()
            if (full.startswith(short) or short.startswith(full)) and _fold(subject) not in said:
                return f"{subject} ({written})"
    return None


_BRANCH_NAMED = re.compile(
    # (the word before "branch" read ahead: "to delete branch x" leaves "branch x" to be read)
    r"\b(?:on|in|of|to|the)\s+(?:the\s+)?([\w./-]+)(?=\s+branch\b)|\bbranch\s+([\w./-]+)"
    r"|([\w./-]+)\s*브랜치",
    _I,
)


def _named_branch(request: str) -> str | None:
    """The branch a request names ("main 브랜치", "on the develop branch", "on main"), or
    None."""
    for found in _BRANCH_NAMED.finditer(request):
        name = next(group for group in found.groups() if group)
        if re.fullmatch(r"[A-Za-z0-9][\w./-]*", name) and name.lower() not in _NOT_A_BRANCH:
            return name
    trunk = _ON_TRUNK.search(request)  # "the newest commit on main" (fresh22 git-49)
    return trunk[1] if trunk else None


_ON_TRUNK = re.compile(r"\b(?:on|in|of|to)\s+(main|master|develop|trunk)\b(?![\w./-])")


def _fold(text: str) -> str:
    return " ".join(re.sub(r"[^\w]+", " ", text.lower()).split())


# the branch another one leaves: the usual names of a trunk
_TRUNK = re.compile(r"(?<![\w/-])(main|master|develop|trunk)(?![\w/-])")


# the word: "mention the report", "about 'login'", "로그인이라는 말이 들어간"
_MESSAGE_WORD = (
    re.compile(r"['\"‘“]([^'\"’”]{1,40})['\"’”]"),
    re.compile(
        r"\b(?:mention(?:s|ed|ing)?|about|with|say(?:s|ing)?)\s+(?:the\s+|a\s+|an\s+)?"
        r"(?:word\s+)?([A-Za-z][\w.-]{1,40})",
        _I,
    ),
    re.compile(
        r"([\w가-힣.-]{2,40}?)(?:이라는|라는)?\s*(?:말|단어)?(?:이|가)?\s*(?:들어간|들어\s*있는|언급|포함|나오는)"
    ),
)
_QUOTED = re.compile(r"['\"‘“]([^'\"’”]{2,80})['\"’”]")
_NOT_A_WORD = frozenset({"it", "them", "this", "that", "commit", "commits", "message", "messages"})


def _word_said(request: str, patterns: tuple[re.Pattern[str], ...]) -> str | None:
    """The first word the patterns find that is no word about commits themselves."""
    for pattern in patterns:
        for found in pattern.finditer(request):
            word = found[1].strip()
            if word.casefold() not in _NOT_A_WORD and not re.search(r"메시지|메세지|커밋", word):
                return word
    return None


# the word messages begin with: "'Add'로 시작하는", "begin with Fix", "start with the word Update"
_MESSAGE_START = (
    re.compile(r"['\"‘“]([^'\"’”]{1,40})['\"’”]"),
    re.compile(r"\b(?:begins?|began|starts?|started|beginning|starting|opens?|opening)\s+with\s+"
               r"(?:the\s+)?(?:word\s+)?([A-Za-z][\w.-]{0,40})", _I),
    re.compile(r"([A-Za-z][\w.-]{0,40})\s*(?:이라는|라는)?\s*(?:말|단어)?(?:로|으로)\s*시작"),
)


def _part_named(request: str) -> str | None:
    """ "Contact" of "the README's Contact section", "price_with_tax" of "함수 price_with_tax"."""
    for pattern in _PART_NAMED:
        for found in pattern.finditer(request):
            word = re.sub(r"(?:'s|의|에|은|는|이|가)$", "", found[1])
            if word.casefold() not in _NOT_A_PART and not FILE_NAME.fullmatch(word):
                return word
    return None


def git_command(request: str) -> str:
    entry = _git_entry(request)
    command = entry[0] if entry else "git log -1"
    if "{span}" in command:
        named = _BASE_BRANCH.search(request)
        base = (named[1] or named[2]) if named else "main"
        if not re.fullmatch(r"[A-Za-z0-9][\w./-]*", base) or base.lower() in _NOT_A_BRANCH:
            base = "main"
        behind = re.search(r"\bbehind\b|뒤처|뒤쳐", request, _I)  # the commits it lacks
        command = command.format(span=f"HEAD..{base}" if behind else f"{base}..HEAD")
    if "{base}" in command:
        branch = _named_branch(request) or "HEAD"
        trunks = [t for t in _TRUNK.findall(request) if t != branch] or ["main"]
        command = command.format(base=trunks[0], branch=branch)
    if "{branch}" in command:
        command = command.replace("{branch}", _named_branch(request) or "HEAD")
    if "{all}" in command:  # "across all my commits": the commits of every branch
        every = re.search(r"\ball\b|\bacross\b|모든|전체|통틀", request, _I)
        command = command.replace("{all}", "--all " if every else "")
    if "{day}" in command:  # the day named, of its year or (no year said) of any
        said = date_in(request)
        year, month, day = said if said else (None, 1, 1)
        command = command.replace("{day}", f"{year or '[0-9]+'}-{month:02d}-{day:02d}")
    if "{order}" in command:  # the longest message first, unless the shortest is asked
        shortest = re.search(r"\bshortest\b|\bleast\b|짧", request, _I)
        command = command.replace("{order}", "" if shortest else ", reverse=True")
        command = command.replace("{way}", "the shortest" if shortest else "the longest")
    if "{start}" in command:  # the word commit messages begin with, as grep's pattern
        start = _word_said(request, _MESSAGE_START)
        command = command.replace("{start}", shlex.quote("^" + re.escape(start)) if start else "''")
    if "{nth}" in command:  # "my second commit": its place from the first
        command = command.replace("{nth}", str(ordinal_in(request) or 1))
    if "{word}" in command:  # the word a commit message names
        word = _word_said(request, _MESSAGE_WORD)
        command = command.replace("{word}", shlex.quote(word) if word else "''")
    if "{quoted}" in command:  # the text a commit brought in, as the request quotes it
        quoted = _QUOTED.search(request)
        command = command.replace("{quoted}", shlex.quote(quoted[1]) if quoted else "''")
    if "{part}" in command:  # the section or function a commit brought in
        part = _part_named(request)
        command = command.replace("{part}", shlex.quote(part) if part else "''")
    if "{count}" in command:  # "how many …": grep counts the lines it keeps
        command = command.replace("{count}", "-c " if HOW_MANY.search(request) else "")
    name = FILE_NAME.search(URL.sub(" ", request))
    if "{file}" in command:  # the file the question is about
        command = command.replace("{file}", shlex.quote(name.group(0)) if name else ".")
    if name and command.startswith(_PER_FILE):
        # "notes.txt는 언제 커밋됐어?": that file's commits (before a pipe: `| head -1`)
        git, pipe, rest = command.partition(" | ")
        path = name.group(0)
        if "." not in path:  # "README" said for README.md: git's glob finds it
            path = shlex.quote(f"{path}*")
        command = f"{git} -- {path}{pipe}{rest}"
    return command


# Commit messages a git listing pairs with what was asked: "8a54c64: Fix app changed 1 file"
# (each commit's files), "the longest commit message: Add … (38 characters)". A small model
# answered "1 file, 5 files, 4 files" with no message, or wrote "Add sales data andreport스크립트"
# (fresh29 git-63, git-64): each message, up to a few, must be in the answer as git wrote it.
_MESSAGE_LINES = (
    re.compile(r"^[0-9a-f]{7,40}: (.+) changed \d+ files?$", re.MULTILINE),
    re.compile(r"^the (?:longest|shortest) commit message: (.+) \(\d+ characters?\)$",
               re.MULTILINE),
)
MOST_MESSAGES = 8
CORRECTION_MESSAGES = (
    "Name each commit by its message exactly as the result above writes it, with its number: "
    "{messages}."
)


def messages_unsaid(answer: str, facts: list[CallOutcome]) -> list[str]:
    """The commit messages a git listing of this turn pairs with the figures asked that the
    answer does not write (none when the listing is long: a summary may name a few)."""
    said = " ".join(answer.casefold().split())
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        for pattern in _MESSAGE_LINES:
            messages = [m.strip() for m in pattern.findall(outcome.result.content)]
            if messages and len(messages) <= MOST_MESSAGES:
                return [m for m in dict.fromkeys(messages)
                        if " ".join(m.casefold().split()) not in said]  # fmt: skip
    return []


# the tracked files split at the top folder, as the listing's last line says it: a small model
# ran `find . -maxdepth 1 -type f | wc -l` after it and answered that 7 (fresh31 git-67)
_SPLIT_LINE = re.compile(
    r"^\d+ tracked files? in subfolders, \d+ at the top level$", re.MULTILINE
)
_COUNT_WORDS = {**NUMBER_WORDS, **NATIVE_NUMBERS}
CORRECTION_SPLIT = 'git\'s list of the tracked files says: "{line}". Answer with that count.'


def split_unsaid(answer: str, facts: list[CallOutcome]) -> str | None:
    """The listing's count line when the answer gives neither of its two counts."""
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        found = _SPLIT_LINE.search(outcome.result.content)
        if found is None:
            continue
        counts = {int(n) for n in re.findall(r"\d+", found.group(0))}
        said = {int(n) for n in re.findall(r"(?<![\d.])\d+(?![\d.])", answer)}
        # … or spelled: "five files", "다섯 개"
        words = re.findall(r"[a-z]+|[가-힣]+?(?=\s*(?:개|건|파일))", answer.casefold())
        said |= {_COUNT_WORDS[w] for w in words if w in _COUNT_WORDS}
        return None if counts & said else found.group(0)
    return None


# the biggest or smallest tracked file, as the sizes listing prints it: a small model named the
# ignored log from an earlier `find` after it (fresh33 git-72)
_SIZE_LINE = re.compile(r"^(?P<path>\S.*) \(\d+ bytes, tracked by git\)$", re.MULTILINE)
CORRECTION_TRACKED_SIZE = (
    'git\'s list of the tracked files with their sizes says: "{lines}". Answer with that file '
    "and its size; files git does not track are not among them."
)


def tracked_size_unsaid(
    answer: str, facts: list[CallOutcome]
) -> tuple[str, CallOutcome] | None:
    """The sizes listing's lines (and its call) when the answer names none of its files."""
    for outcome in reversed(facts):
        if outcome.call.name != "bash" or outcome.result.is_error:
            continue
        found = [m["path"] for m in _SIZE_LINE.finditer(outcome.result.content)]
        if not found:
            continue
        said = any(
            re.search(rf"(?<![\w./-]){re.escape(name)}(?![\w-])", answer, _I)
            for path in found
            for name in (path, path.rsplit("/", 1)[-1])
        )
        lines = "; ".join(m[0] for m in _SIZE_LINE.finditer(outcome.result.content))
        return None if said else (lines, outcome)
    return None
