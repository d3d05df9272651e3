"""The tasks of `bench_tasks.py`: the scratch workspace, 980 requests and their graders.

Every task runs in a fresh copy of the workspace built by `build_workspace` (text files, a CSV,
a script, a larger log file, a small git repository made with the real `git`). A task is graded
by its checks, all of which must pass, on the final answer text and on the workspace afterwards.

SPLIT — fixed, balanced: each of the 10 categories has 98 tasks, one English and one Korean in
each of the forty-nine halves `tune`, `heldout`, `fresh`, `fresh2`, `fresh3`, `fresh4`,
`fresh5`, `fresh6`, `fresh7`, `fresh8`, `fresh9`, `fresh10`, `fresh11`, `fresh12`, `fresh13`,
`fresh14`, `fresh15`, `fresh16`, `fresh17`, `fresh18`, `fresh19`, `fresh20`, `fresh21`,
`fresh22`, `fresh23`, `fresh24`, `fresh25`, `fresh26`, `fresh27`, `fresh28`, `fresh29`,
`fresh30`, `fresh31`, `fresh32`, `fresh33`, `fresh34`, `fresh35`, `fresh36`, `fresh37`,
`fresh38`, `fresh39`, `fresh40`, `fresh41`, `fresh42`, `fresh43`, `fresh44`, `fresh45`,
`fresh46` and `fresh47` (980 tasks).
`heldout`'s failures have been read since session 19, so session 21 wrote `fresh` (20 new
requests) before changing anything else. Session 23 ran `fresh`, read its failures and fixed
some of them, so it then wrote `fresh2` (20 more requests about other files, lines, columns,
commits, edits and sums), blind to the model's behaviour on it; session 23 then ran it and read
its failures. So session 24 wrote `fresh3` (20 more: hidden files, a README section, words and
columns, revenue and a day's sales, a commit's date and an uncommitted change, an edit at the
top and a file in a folder, a script's output or its silence, time zones and percentages, the
operating system and git's version, general knowledge and a translation), blind to the model's
behaviour on it, and ran it once. Then session 24 wrote `fresh4` (20 more: files that mention a
name and where the setup notes are, .gitignore and a script's first line, a file's length and
the kinds of product, the best day and a filtered row, the commit before the last and when a
file was committed, a rename and a CSV row appended, a script run from another folder and one
fact of its output, kilograms to pounds and months of savings, the time and the memory, a
painter and a mountain), blind to the model's behaviour on it; session 25 ran it and read its
failures. So session 26 wrote `fresh5` (20 more: the file that defines a function and the one
that mentions a bug, a given line of notes.txt and the log's first line, the regions and all
the to-do items, the smallest sale and one region's revenue, the commit that added a file and
what the first commit held, a copy of a file and a corrected CSV cell, a price with tax and
how many lines a script prints, a trip's length and a discount in Korean numerals, the kernel
version and the free disk space, a planet and who made Hangul), blind to the model's
behaviour on it. Then session 27 wrote `fresh6` (20 more: the executable files and the file
with the summer-menu ideas, what the usage docs say to do for a sale and a given line of the
log, the requests for one URL in the log and the README's headings, the dates sales.csv covers
and the dearest product of one region, the last commit's diff and how far the branch is ahead
of main, a line put below another and the done to-do items removed, report.py given --help
and its output saved to a file, compound interest and a recipe scaled up, the CPU architecture
and the time zone, the bones of the body and the admiral of Myeongnyang), blind to the model's
behaviour on it; session 27 then ran it and read its failures. So `fresh7` was written next (20
more: the biggest Python file and the project's folders, when the log's first warning came and
the last to-do item, how often "the" is in notes.txt and the slow queries over 150 ms, Busan's
share of the units and what Incheon sold, the commits' email address and the commits that
touched report.py, notes.txt sorted and a CSV column renamed, the items that need no reordering
and report.py --summary saved to a file, a trip's fuel and two 근 of pork in grams, the
processor and the uptime, the players of a football team and the year of the Korean War), blind
to the model's behaviour on it: nobody had run it, tuned on it or looked into it when it was
committed. After it `fresh8` was written (20 more: the files that name report.py and the files
with "app" in their names, what the log says just before the shutdown and the tax rate in
src/utils.py, the log's entries in its first hour and the lines of code in src/, what the
muffins brought in and what sold on June 4, the last commit's hash and the whole history, a
total column added to sales.csv and draft.txt deleted, a price list with tax and
price_with_tax given a string, a height in centimetres and 32 평 in square metres, the disk's
size and the days left in the year, the first man on the Moon and the day of 광복절), blind to
the model's behaviour on it: nobody had run it, tuned on it or looked into it when it was
committed. Then `fresh9` was written (20 more: the files that mention flour and where the CSV
file is, the log's last error and what the plumber note is about, the characters in notes.txt
and the modules report.py imports, the units of an average sale and the region that sold the
most muffins, the files git tracks and the days from the first commit to the last, *.tmp added
to .gitignore and the cheesecake row removed from sales.csv, 2 to the power of 100 and the date
100 days from today worked out in Python, a tip and a monthly salary, the user ID and where
python3 is, the language of Brazil and the founder of 조선), blind to the model's behaviour on
it: nobody had run it, tuned on it or looked into it when it was committed. Then `fresh10` was
written (20 more: the smallest file and the file with the train tickets note, whom the invoice
goes to and the to-do item already done, the different /items/ pages in the log and the sales
dearer than 3,000 won, the products sold in every region and how much more Busan made than
Incheon, the commits on main and when the first commit was made, the meeting with Mina moved
to 4 pm and the regions of sales.csv put in Korean, the weekday of the first sale and the
units per product worked out in Python, a room in square feet and a price without 부가세, the
default shell and the days of this month, the biggest ocean and 국보 1호), blind to the model's
behaviour on it: nobody had run it, tuned on it or looked into it when it was committed. Then
`fresh11` was written (20 more: the files that mention stock and the Python files that define
a function, the columns of sales.csv and the table of the slow queries, the files of the whole
project and the longest line of notes.txt, the single sale that brought in the most and the
region that made the least, the commit that added the most files and the hash of the second
commit, draft.txt moved into an archive folder and sales.csv sorted by units, the median of the
units and a 만 나이 worked out in Python, when to leave for work and a BMI, the version of bash
and the day of the year, who discovered penicillin and who is on the 5만 원 note), blind to the
model's behaviour on it: nobody had run it, tuned on it or looked into it when it was committed.
Then `fresh12` was written (20 more: the file with the most lines once the log is left out and
the Python file that reads sales.csv, the first thing logged after noon and whom the README
sends questions to, the INFO lines of the log and how many days sales.csv covers, the money
taken in over the first three days and what sold least in Incheon, the weekday of the last
commit and the days since it, the Busan sales put in a file of their own and the done to-do
item unticked, the SHA-256 of sales.csv and the share of the stock to reorder worked out from
report.py's output, the change from a $20 bill and dollars in won, the Linux distribution with
its release and the machine's internal IP address, who wrote Pride and Prejudice and who
composed 애국가), blind to the model's behaviour on it: nobody had run it, tuned on it or looked
into it when it was committed.
Then `fresh13` was written (20 more: the files with the word "bakery" in them and the files in
the subfolders, the note after "Water the plants" and when a given order's payment timed out,
the errors logged after 6 pm and the log's lines before noon, the day that brought in the least
money and Seoul's share of the revenue, when the docs folder was committed and at what time the
last commit was made, the bagel's price corrected in every row of sales.csv and the lines of
notes.txt numbered, check.sh's build number saved to a file and the whole revenue with tax from
price_with_tax, a running pace and a film watched at 1.25× speed, the Unix time now and this
week's number in the year, who came up with relativity and South Korea's longest river), blind
to the model's behaviour on it: nobody had run it, tuned on it or looked into it when it was
committed.
Then `fresh14` was written after fresh13, blind to the model (20 more: the two biggest files
once the log is left out and the files whose names begin with "s", the order whose payment
timed out a little after 5 am and the bakery's name in the README, the warnings in the log's
first 100 lines and the lines of notes.txt and todo.md together, whether the baguettes or the
bagels brought in more money and what June 3 brought in, the commits made on a weekend and what
changed in report.py since it was first committed, the README's contact changed to Daniel and a
summer-menu idea added to draft.txt, sales.csv turned into JSON and the days left until
Christmas worked out in Python, a drive's length and the cost of a 3박 4일 stay, the user's
groups and how full the disk is, the largest country and the first Korean Nobel laureate):
nobody had run it, tuned on it or looked into it when it was committed.
Then `fresh15` was written after fresh14, blind to the model (20 more: the files longer than 10
lines, subfolders included, and the file whose code prints "bakery app", the log's last warning
and the month the domain must be renewed by, the README's bullet points and the log's errors
and warnings together, the average money per item sold and the day Busan sold the most, the
commits made before noon and when main last got a commit, a tests/ line added to the README's
Layout list and todo.md's title put in Korean, the standard deviation of the units and each
region's revenue worked out in Python, a flight's landing time and a deposit's simple interest,
the DNS server and next week's Monday, the tallest animal and Korea's first president): nobody
had run it, tuned on it or looked into it when it was committed.
Then `fresh16` was written after fresh15, blind to the model (20 more: the files other than
sales.csv that mention Busan and the docs file that mentions sales.csv, the slowest query in
the log and whom the user meets on Friday and when, the lines of Python in the whole project
and the days that brought in more than 15만 원, the money taken in on an average day and what
sold best after the muffins, how long after the first commit the app code was committed and
the commit of main the branch was made from, the README's Contact section taken out and
draft.txt moved to the end of notes.txt, the due date 45 days after the last sale and the
timed-out orders saved to a file worked out in Python, a year's pay by the hour and a year's
rent with its fees, the default gateway and the time in New York now, the planet closest to
the Sun and the holiday of the 15th of the eighth lunar month): nobody had run it, tuned on it
or looked into it when it was committed.
Then `fresh17` was written after fresh16, blind to the model (20 more: the other file in
usage.md's folder and the script that prints a build number, what is still left on the to-do
list and what the README says the scripts folder is for, the sales made on a weekend and the
timed-out orders numbered over 2000, the biggest drop in the takings from one day to the next
and what the day the cheesecake sold brought in, the lines added over all the commits and when
report.py was first committed and last changed, a copy of sales.csv without its prices and the
README's Layout list sorted, the correlation of units and unit_price and each day's revenue
saved to a file worked out in Python, the bags of flour to buy and the ice creams 만 원 buys
with the change, the MAC address and the weekday of this month's last day, the element of
atomic number 1 and Korea's national flower): nobody had run it, tuned on it or looked into it
when it was committed.
Then `fresh18` was written after fresh17, blind to the model (20 more: the files git ignores
and the subfolders that hold a single file, what my note about the laptop says and what the
README says to run for the daily stock check, the sales of 30 units or more and the GET
requests in the log, what the bagels would have brought in at their new price and the gap
between the best and the worst day's takings, the commits whose message mentions the report
and the file committed more than once, the regions listed in a new file in alphabetical order
and the setup notes' Python version changed, the median sale and each product's average units
per sale worked out in Python, how long a phone takes to charge and a price after two
discounts, the time left until midnight and the Saturdays left this year, the composer of The
Four Seasons and Korea's largest island): nobody had run it, tuned on it or looked into it
when it was committed.
Then `fresh19` was written after fresh18, blind to the model (20 more: the file report.py
needs to run and how big the log file is, how the README describes the project and when the
app shut down, the sales worth more than 100,000 won and the files at the top of the folder,
whether Seoul took in more than the other two regions together and the second-best day's
takings, the commit that added the most lines and the files committed with sales.csv, today's
date saved to a file and notes.txt turned upside down, the time all the slow queries took and
the three smallest sales worked out in Python, the score needed on a fourth quiz and how far
12,000 steps go, the quarter of the year and the weekday of this year's Christmas, the hardest
natural substance and the first of the 24 solar terms): nobody had run it, tuned on it or
looked into it when it was committed.
Then `fresh20` was written after fresh19, blind to the model (20 more: the Python files with
lines over 79 characters and the files of a single line, hidden ones counted, what
scripts/check.sh checks and whether price_with_tax rounds or cuts the decimals off, the
functions the Python code defines and the places it calls print, what Seoul sold that Busan
never did and the day Seoul sold nothing, the commit that changed a single file and the commit
that brought in the README's Contact section, price_with_tax changed to an 8 % tax and the
flour order moved to the top of the to-do list, the time between two payment timeouts and the
share of the year gone by worked out in Python, a round table's area and a sprinter's speed in
km/h, this month's last Friday and the days of this year, the instrument with 88 keys and the
king after Sejong): nobody had run it, tuned on it or looked into it when it was committed.
Then `fresh21` was written after fresh20, blind to the model (20 more: the Python file with a
main guard and the commonest kind of file, the options report.py takes and the shell
scripts/check.sh runs in, the sales above the average in units and the requests served before
the first payment timeout, the region that sells the fewest units per sale and the weekend's
takings, the commit that added the untracked draft.txt and the length of report.py on main, a
network line added to scripts/check.sh and a docstring given to price_with_tax, the time the
log covers and Busan's longest run of days with sales worked out in Python, a round trip's
average speed and a stock up 10 % then down 10 %, the disk's file system and the weekdays left
this month, the largest organ of the body and Korea's first astronaut): nobody had run it,
tuned on it or looked into it when it was committed.
Then `fresh22` was written after fresh21, blind to the model (20 more: the files bigger than 1
KB and the files with dates in them, what my notes say to buy and what the setup notes say to
do after installing Python, the slow-query warnings between the first two payment timeouts and
Seoul's sales of more than 20 units, the croissants sold outside Seoul and what the products
under 3,000 won brought in, the lines the newest commit on main added and how far apart the
commits were, a shebang put on top of report.py and a script that prints today's date, the
longest quiet spell in the log and how much more a weekend day took in than a weekday worked
out in Python, a space heater's running cost and what a pack of bottled water saves a bottle,
the swap space and the days until payday, where the pyramids of Giza are and the first
article of Korea's constitution): nobody had run it, tuned on it or looked into it when it
was committed.
Then `fresh23` was written after fresh22, blind to the model (20 more: the files that start
with a shebang and the file names with a capital letter, how report.py's summary picks its top
product and the last sale entered in sales.csv, the days croissants sold on and the sales of
each region, the products that sold fewer than 50 units and the products ranked by revenue,
whether the repository was pushed anywhere and what `git clean` would delete, a CHANGELOG.md of
the commits and a price_without_tax function, the three biggest sales' share of the revenue
and the day the running revenue first passed 500,000 won worked out in Python, a 12-inch pizza
against two 8-inch ones and the interest on a monthly savings plan, this year's Thanksgiving and
the days since a birthday, an octopus's hearts and the colours of the rainbow in order): nobody
had run it, tuned on it or looked into it when it was committed.
Then `fresh24` was written after fresh23, blind to the model (20 more: the files that are code
and the files under 100 bytes, the encoding report.py opens sales.csv with and the third sale
entered, the different words of notes.txt and the weekdays with sales, the product sold two
days in a row and what earned Seoul the least, what differs from main and what `git stash`
would take, the README's Contact section moved above its Layout and a tab-separated copy of
sales.csv, the median of the daily takings and how far the last day fell below the first worked
out in Python, miles per gallon in litres per 100 km and a discount worked out from two prices,
this year's Easter and the first day of a hundred, who created Python and how far the moon
is): nobody had run it, tuned on it or looked into it when it was committed.
Then `fresh25` was written after fresh24, blind to the model (20 more: the files bigger than
notes.txt and the Python files with a comment, a baguette's price and the to-do item about
tests, the lines of notes.txt with more than five words and the blank lines of the Python
files, the region selling the most kinds of product and the bagels sold in each region, the
files of the first commit still as they were and what a merge into main would change, a price
list prices.csv and src/app.py printing another name, the muffins' share of the takings and a
month's takings at the daily average worked out in Python, a yearly plan's saving and a month
of coffee, the date six weeks on and the weekday thirty days on, the year the Titanic sank and
the height of Hallasan): nobody had run it, tuned on it or looked into it when it was
committed.
Then `fresh26` was written after fresh25, blind to the model (20 more: the Markdown files and
the smallest file in a subfolder, how long the first slow query took and the Python version the
setup doc asks for, the headings of the Markdown files and the sales of 20 units or fewer, the
units between the best and the worst seller and Seoul's best day, who added report.py's last
line and main's newest commit's hash, sales.csv's header in capitals and each region's takings
in region_totals.csv, the average slow query and the region taking the most per sale worked
out in Python, a year of fortnightly pay and a month's interest on a loan, the date 90 days
ago and the weekday of this month's first day, who wrote The Old Man and the Sea and the year
Hunminjeongeum was proclaimed): nobody had run it, tuned on it or looked into it when it was
committed.
Then `fresh27` was written after fresh26, blind to the model (20 more: the folder whose files
take the most bytes and the Python files from biggest to smallest, the order behind the first
payment timeout and the day Incheon sold croissants, the products cheaper than a baguette and
the slow queries logged before 6 am, the gap between the dearest and the cheapest price and the
first three days' takings against the last three's, the commit that last changed the README
and the file mode git keeps for check.sh, price_with_tax renamed add_tax and sales.csv's dates
written with slashes, the share of the log's lines that are errors and the products selling
more than the average product worked out in Python, the days to save $1,000 at $15 a day and
the fuel for a 360 km drive, the days left in this month and the date 100 hours from now, who
painted The Starry Night and the year of the Seoul Olympics): nobody had run it, tuned on it or
looked into it when it was committed.
Then `fresh28` was written after fresh27, blind to the model (20 more: the docs folder's files
with their sizes and the folders that hold Python files, the entry after the first payment
timeout and the types price_with_tax is declared with, the lines logged after the last timeout
and the products sold in two regions or more, the takings without the muffins and Seoul's share
of the croissants', the files committed on June 3 and the items of the committed todo.md, the
'# stock check added' comment taken out of report.py and every item of todo.md ticked, the
weekday that took the most and the spread of the slow queries worked out in Python, a 46-hour
week's pay with time and a half and the hits of a .320 batter in 250 at-bats, the Sundays of
this month and the weekday of next month's first day, the Red Planet and the capital of
Joseon): nobody had run it, tuned on it or looked into it when it was committed.
Then `fresh29` was written after fresh28, blind to the model (20 more: the kind of file that
takes the most bytes without the log and the smallest subfolder, the last slow query before the
first payment timeout and the line of notes.txt about the train tickets, the Python files with
type hints and the warnings logged beyond the errors, the takings the best product made over the
runner-up and the takings of an average sale, the files each commit changed and the longest
commit message, a line added to the end of docs/usage.md and report.py's stock count changed
from 42 to 40, the day with the highest price per unit sold and the days whose units rose over
the day before worked out in Python, a 4 % rent rise and the pizzas eleven people need, the
first Monday of next month and the weekday of next year's Children's Day, the boiling point of
water in Fahrenheit and the year the Imjin War began): nobody had run it, tuned on it or looked
into it when it was committed.
Then `fresh30` was written after fresh29, blind to the model (20 more: the bytes of every file
but the log and the file with the most words, the time of the log's 100th slow-query warning
and the last item of the README's Layout list, how often report.py says "stock" and how many
slow-query warnings took the longest time, what 10 % dearer prices would have brought in and
the gap between the biggest and the smallest sale, the files in the repository after the second
commit and the commit messages that begin with "Add", the README's title changed to the new
shop name and the two docs put together in docs/guide.md, the region whose takings grew the
most from June 1–3 to June 4–6 and the shortest note worked out in Python, the paint for a wall
and a price's yearly rise, next year's Mother's Day and the weekday of last month's last day,
the painter of the Sistine Chapel's ceiling and the year of the March First Movement): nobody
had run it, tuned on it or looked into it when it was committed.
Then `fresh31` was written after fresh30, blind to the model (20 more: the average size of a
file but the log and the Python file with the fewest lines, line 3 of todo.md and the time the
log first served /items/42, the commas in sales.csv and the payment timeouts in working hours,
what the cheapest product brought in and the gap between the best- and the worst-earning
region, the tracked files in subfolders and the commit before the one that added check.sh, the
first two notes swapped and a full stop put after every note, the sale closest to the average
sale and the days since the last sale worked out in Python, filling a quarter-full tank and two
walkers meeting, this year's Labor Day and last week's Monday, the author of The Great Gatsby
and the county Dokdo belongs to): nobody had run it, tuned on it or looked into it when it was
committed.
Then `fresh32` was written after fresh31, blind to the model (20 more: the smallest Markdown
file and the Python files with no import, the second-to-last note and the first payment
timeout after 3 pm, the letter e in notes.txt and the timeouts with an odd order number, the
takings of the sales of more than 30 units and the muffins' share of Busan's takings, the
commits that touched a Python file and the hash of the commit that last changed src/utils.py,
notes.txt made lowercase and its last two lines deleted, the product whose sales vary most in
units and the digits of 100! worked out in Python, a price before a discount and the angle of
a clock's hands, this year's Memorial Day and the weekday of this day last year, the author of
1984 and the author of 홍길동전): nobody had run it, tuned on it or looked into it when it was
committed.
Then `fresh33` was written after fresh32, blind to the model (20 more: the file with the most
blank lines and the longest file in a subfolder, lines 4 to 6 of notes.txt and the log's last
five lines, report.py's lines of code and the days Busan sold anything, the takings of the day
Seoul sold nothing and the croissants' best day, whether todo.md's change is staged and the
biggest file git tracks, notes.txt made a checklist and sales.csv's date column moved to the
end, the takings in dollars and the time from the first warning to the first timeout worked
out in Python, a TV's width and a brine's strength, the days to a birthday and the day after
tomorrow, the symbol for gold and the city of Bulguksa): nobody had run it, tuned on it or
looked into it when it was committed.
Then `fresh34` was written after fresh33, blind to the model (20 more: the file with the
longest line and the files longer than the README, what the log says at 2:37 pm and between 5
and 5:05 pm, the people named in the notes and the notes' most frequent word but "the", the
products never sold more than 25 at a time and how much more June 2 took in than June 5, what
`git add -A` would commit and the commit a deleted branch would lose, notes.txt spaced out and
a License section for the README, the log's usual gap worked out in Python and the day the
takings rose the most, a loan's monthly payment and a cake pan's scale, the next Friday the
13th and when the laundry is done, Japan's currency and the primary colours of light): nobody
had run it, tuned on it or looked into it when it was committed.
Then `fresh35` was written after fresh34, blind to the model (20 more: the files that name a
day of the week and the file with checkboxes, the day the log is of and the timeouts of orders
1500 to 1599, the log's entries in its last hour and Seoul's sales of things over 3,000 won,
the product sold in one region alone and how much more Seoul's muffins took in than
Incheon's, a branch made off main and a tag on the last commit, a TAX_RATE constant in
src/utils.py and sales.csv without Incheon, the slow queries' 90th percentile and the log's
quietest hour worked out in Python, the days to read a book and five 돈 of gold in grams, the
next second Thursday and how far the machine's clock is from Korea's, the universal donor's
blood type and the oldest metal-type book left): nobody had run it, tuned on it or looked into
it when it was committed.
Then `fresh36` was written after fresh35, blind to the model (20 more: the files that name
Python and the folder that holds Markdown alone, what draft.txt says and the times of the
log's first three timeouts, the item pages served between midnight and 1 am and
how often the most requested page was asked for, the product whose sales grew every time and
what Busan took in over its three days in a row, todo.md staged but not committed and the
last commit's message amended, the README without its blank lines and check.sh without its
backup line, the primes below 10,000 and the notes' mean length worked out in Python, 350 °F
in Celsius and a deposit's interest after the 15.4 % tax, the days to a payday on the last
Friday and a six-month deposit's maturity date, the vitamin sunlight makes and the city of
the first provisional government): nobody had run it, tuned on it or looked into it when it
was committed.
Then `fresh37` was written after fresh36, blind to the model (20 more: the files never
committed and the files that name sales.csv, the cheesecake sale's line and src/app.py's code
as written, the files in each subfolder and the README's words, Busan's takings per day it sold
and which region took more on June 6, todo.md's change thrown away and the branch renamed,
the timeout lines put in errors.txt and logs/ taken out of .gitignore, a 1988 birthday's
weekday and the Mondays of 2024 worked out in Python, fifteen eggs at a six-pack's price and a
month's part-time pay, the next leap day and a baby's thousandth day, the first woman to win a
Nobel Prize and the longest bone): nobody had run it, tuned on it or looked into it when it
was committed.
Then `fresh38` was written after fresh37, blind to the model (20 more: the Python files outside
src and the top folder's text files, what the README says the logs folder is for and
report.py's docstring as written, the errors in the log's second half and the sales of more
than 30 units, Busan's average unit price and the day that took more than 200,000 won,
feature/inventory merged into main and report.py put back as the commit before had it,
docs/setup.md renamed and docs/usage.md's title in Korean, the multiples of 3 or 5 up to 1,000
and the day 10,000 days after 2000 began worked out in Python, five batches' sugar and a
four-hour marathon's pace, the days until Halloween and this year's 한글날's weekday, a
guitar's strings and
water's formula): nobody had run it, tuned on it or looked into it when it was committed.
Then `fresh39` was written after fresh38, blind to the model (20 more: the files the README
names and the folder utils.py is in, check.sh's build number read without running it and where
the README says sales are recorded, the lines of all the Markdown files and the sales from June
4 on, the product that brings in the most a sale and each product's unit price, a switch to
main keeping the uncommitted work and draft.txt committed alone, a copy of the docs folder and
check.sh made not executable, the sevens written from 1 to 1,000 and a billion seconds after a
birth worked out in Python, a lemonade's syrup and a laptop's monthly instalment, the last day
of next month and this week's Friday, the telephone's inventor and Picasso's country): nobody
had run it, tuned on it or looked into it when it was committed.
Then `fresh40` was written after fresh39, blind to the model (20 more: the files that mention
the logs folder and the Python file that imports sys, the payment that timed out between 10 and
11 am and the log's payment error as worded, the kinds of product Busan sold and the sales on a
Monday, each region's units from most to fewest and the units of the cheapest and the dearest
product, todo.md's change folded into the last commit and the last commit undone with its
changes kept, the app log emptied and check.sh's build number raised by one, the 30th Fibonacci
number and the squares from 1 to 100 added up in Python, the tiles for a floor and beef's price
per 100 g, the days until Friday and the machine's network interfaces, guacamole's main
ingredient and Korea's calling code): nobody had run it, tuned on it or looked into it when it
was committed.
Then `fresh41` was written after fresh40, blind to the model (20 more: the two files that share
a name but not an extension and the biggest file in src and in docs, the slowest query of the
log's last hour and the first query that took exactly 150 ms, the sales of croissants or bagels
and the Markdown files in the whole project, the median unit price of the products and the gap
between the biggest and the smallest sale in units, the last commit reverted by a new commit and
notes.txt taken out of git but kept on disk, todo.md's finished items moved to the bottom and
the log cut down to its last 100 lines, 2024 in binary and the leap years from 2000 to 2100 in
Python, pancake batches from a carton of milk and a baby's formula a day, the open-files limit
and the memory free now, the gas plants take in and Korea's offset from UTC): nobody had run it,
tuned on it or looked into it when it was committed.
Then `fresh42` was written after fresh41, blind to the model (20 more: the Markdown file with more
than one heading and the wordier of the two docs, the quickest slow query in the log and the stock
count report.py prints read from its code, the times flour comes up across the files and the code
files counted with the shell script, the priciest product after the cheesecake and the units sold
a day on average, all the uncommitted work stashed with the untracked file and draft.txt ignored
by git, the notes ordered by length and todo.md's checkboxes taken off, the least common multiple
of 12, 18 and 30 and the UTF-8 bytes of a Korean greeting in Python, a turkey's time in the oven
and one person's share of a delivery bill, next month's working days and the network's MTU,
Canada's capital and the Korean president's term): nobody had run it, tuned on it or looked into
it when it was committed.
Then `fresh43` was written after fresh42, blind to the model (20 more: a file listing the Python
packages the project needs and the Markdown files outside docs, the order of the last payment
timeout and what Busan sold on June 5, the notes that mention a day or a month and the units sold
of the products over 3,000 won, the takings of June 4 and the bagels a sale, the last commit
undone with its changes kept and the uncommitted work carried to a new branch, the plumber's note
moved to the top and the notes made a dashed list, the months of the 20th century that began on a
Sunday and a Roman numeral in Python, a night's sleep and a year of savings from a salary, the
memory page size and the CPU's byte order, a hexagon's sides and how often the Olympics come):
nobody had run it, tuned on it or looked into it when it was committed.
Then `fresh44` was written after fresh43, blind to the model (20 more: the file with the shortest
name and the Python files that use an f-string, the severity levels in the app log and the highest
item page it served, the capitalised words of the notes and the sales.csv columns report.py reads,
the revenue at a flat price and each region's best seller, a remote added and all the uncommitted
work committed with a message, the notes copied into todo.md as items and the notes naming people
removed, a Collatz count and the perfect numbers below 10,000 in Python, a sum split in a ratio and
the handshakes of ten people, the umask and the longest file name the file system takes, a
spider's legs and how many metropolitan cities Korea has): nobody had run it, tuned on it or
looked into it when it was committed.
Then `fresh45` was written after fresh44, blind to the model (20 more: the subfolders holding a
single file and the doc that names report.py, the Python version the setup doc asks for and the
third open item of todo.md, the log lines of the noon hour and the words of the longest note, the
product that earned least and Incheon's takings per sale, a repository-only commit author and a
tag on main's tip, the README's contact changed and a heading put on the notes, the digit sum of
2^1000 and the first Fibonacci number over 1,000 in Python, the seconds in a week and a price
marked up 25 %, the highest process ID and ARG_MAX, an adult's teeth and the trigrams of the
Korean flag): nobody had run it, tuned on it or looked into it when it was committed.
Then `fresh46` was written after fresh45, blind to the model (20 more: the file with the fewest
words and the person of the notes named in another file, the first slow query after 8:30 pm and
the first bagel sale, the requests served in the evening and the notes holding "the", the money a
bulk discount would have cost and how many times Incheon's takings Seoul's were, the untracked
files cleaned away and only todo.md committed, an Hours section put in the README and the tax
rounded down, the five-card hands of a deck and the sum of the primes to 100 in Python, a baby's
weight in kilograms and the eggs in three and a half trays, the stack size limit and the most
processes the user may run, the squares of a chessboard and the lines of a baduk board): nobody
had run it, tuned on it or looked into it when it was committed.
Then `fresh47` was written after fresh46, blind to the model (20 more: the files that mention
backing up and the files with no digit in them, the sale after the cheesecake and the product sold
at 4,100 won, the days over 50 units and the days both Seoul and Busan sold, how far the takings
beat a million won and what 100 won more a unit would have brought, the last commit dropped with
todo.md's change kept and todo.md committed under another author once, todo.md's items
capitalised and report.py's --summary renamed --short, the lowercase-and-digit passwords of 8
characters and a greatest common divisor in Python, a car's value after two years of 15 % and the
distance of a lightning strike, the device holding the project and the day a parcel sent today
arrives five working days on, the planets of the solar system and the sticks of yut): nobody had
run it, tuned on it or looked into it when it was committed.
Held-out requests must not mirror the few-shot examples of a prompt either (files-3/4 were
retired for that).

    THE HELD-OUT HALF MUST NEVER BE USED TO CHANGE PROMPTS, EXAMPLES, GRAMMARS OR TOOL TEXTS.
    Tune on `--split tune` only; read held-out results as the honest number. If a held-out
    request leaks into a prompt or an example, replace that task with a new one (new id).

"Grounded" tasks need a fact from the machine (files, CSV, git, log, script output, user name,
date…) or an action on it (create/edit a file). Arithmetic and chat tasks are not grounded.
"""

from __future__ import annotations

import ast
import calendar
import contextlib
import csv
import datetime as dt
import getpass
import grp
import hashlib
import io
import ipaddress
import itertools
import json
import math
import os
import platform
import pwd
import re
import resource
import shutil
import socket
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from jarvis_voice.text import has_hangul_syllable

Lang = Literal["en", "ko"]
Split = Literal[
    "tune", "heldout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7",
    "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15",
    "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23",
    "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30", "fresh31",
    "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39",
    "fresh40", "fresh41", "fresh42", "fresh43", "fresh44", "fresh45", "fresh46", "fresh47",
]
CATEGORIES = (
    "files",  # list / find files
    "read",  # read first N lines, a given line, the last line
    "count",  # count lines / rows
    "csv",  # sum / max / filter on a CSV
    "git",  # status / log / last commit / branch
    "write",  # create / edit / append files
    "script",  # run a script and report its output
    "calc",  # arithmetic and unit conversion (no machine fact needed)
    "machine",  # user name, date, CPU count, working directory
    "chat",  # needs no tool at all
)

# ---------------------------------------------------------------------------------- workspace
NOTES = [
    "Meeting with Mina at 3pm on Friday",
    "Buy flour and sugar",
    "Call the plumber about the kitchen sink",
    "Send the invoice to Daniel",
    "Book train tickets to Busan",
    "Renew the domain before June",
    "Water the plants",
    "Back up the laptop",
]
README = [
    "# Sunrise Bakery",
    "",
    "Inventory and sales tools for a small bakery.",
    "Run `python3 report.py` for the daily stock check.",
    "Sales data lives in sales.csv (one row per sale).",
    "",
    "## Layout",
    "",
    "- src/: the application code",
    "- docs/: setup and usage notes",
    "- scripts/: maintenance scripts",
    "- logs/: application logs (not in git)",
    "",
    "## Contact",
    "",
    "Questions go to Mina Park.",
]
TODO = [
    "# TODO",
    "",
    "- [ ] fix the login bug",
    "- [ ] write tests for report.py",
    "- [x] update README",
]
TODO_NOW = [*TODO, "- [ ] order more flour"]  # todo.md in the workspace: one line uncommitted
SALES_HEADER = ["date", "region", "product", "units", "unit_price"]
SALES: list[list[str | int]] = [
    ["2024-06-01", "Seoul", "croissant", 40, 3200],
    ["2024-06-01", "Busan", "baguette", 15, 4100],
    ["2024-06-02", "Seoul", "muffin", 55, 2800],
    ["2024-06-02", "Incheon", "bagel", 20, 2500],
    ["2024-06-03", "Busan", "croissant", 30, 3200],
    ["2024-06-03", "Seoul", "baguette", 25, 4100],
    ["2024-06-04", "Incheon", "muffin", 35, 2800],
    ["2024-06-04", "Busan", "bagel", 10, 2500],
    ["2024-06-05", "Seoul", "cheesecake", 8, 6500],
    ["2024-06-05", "Busan", "muffin", 45, 2800],
    ["2024-06-06", "Incheon", "croissant", 22, 3200],
    ["2024-06-06", "Seoul", "bagel", 18, 2500],
]
TOTAL_UNITS = sum(int(row[3]) for row in SALES)  # 323
BUSAN_UNITS = sum(int(row[3]) for row in SALES if row[1] == "Busan")  # 100


def _units_by(column: int) -> dict[str, int]:
    """Units sold per value of one column of SALES (0 date, 1 region, 2 product)."""
    totals: dict[str, int] = {}
    for row in SALES:
        totals[str(row[column])] = totals.get(str(row[column]), 0) + int(row[3])
    return totals


_BY_PRODUCT = _units_by(2)
TOP_PRODUCT = max(_BY_PRODUCT, key=lambda name: _BY_PRODUCT[name])  # muffin (135)
AVERAGE_PRICE = sum(int(row[4]) for row in SALES) / len(SALES)  # 3350
SEOUL_ROWS = sum(1 for row in SALES if row[1] == "Seoul")  # 5
PRICIEST = str(max(SALES, key=lambda row: int(row[4]))[2])  # cheesecake
_BY_REGION = _units_by(1)
TOP_REGION = max(_BY_REGION, key=lambda name: _BY_REGION[name])  # Seoul (146)
CROISSANT_UNITS = sum(int(row[3]) for row in SALES if row[2] == "croissant")  # 92
PRICIEST_PRICE = max(int(row[4]) for row in SALES)  # 6500 (cheesecake)

REPORT_PY = '''\
"""Daily stock check for the bakery."""
import csv
import sys

rows = list(csv.DictReader(open("sales.csv", encoding="utf-8")))
if "--summary" in sys.argv:
    totals = {}
    for row in rows:
        totals[row["product"]] = totals.get(row["product"], 0) + int(row["units"])
    top = max(totals, key=totals.get)
    print(f"summary: {len(rows)} sales rows, top product {top}")
else:
    print("stock check passed: 42 items in stock, 3 need reordering")
'''
CHECK_SH = '#!/bin/sh\necho "disk ok"\necho "backup ok"\necho "STATUS OK (build 7781)"\n'
APP_PY = (
    'def main() -> None:\n    print("bakery app")\n\n\nif __name__ == "__main__":\n    main()\n'
)
UTILS_PY = "def price_with_tax(price: int) -> int:\n    return round(price * 1.1)\n"

LOG_LINES = 1500
LOG_ERROR_EVERY = 65  # lines 65, 130, … are ERROR
LOG_ERRORS = LOG_LINES // LOG_ERROR_EVERY  # 23
LOG_WARNS = sum(1 for n in range(1, LOG_LINES) if n % 7 == 0 and n % LOG_ERROR_EVERY)  # 211
LOG_LAST = "2024-06-30 23:59:58 INFO shutdown complete"

BRANCH = "feature/inventory"
FIRST_COMMIT = "Initial commit"
FIRST_COMMIT_WHEN = "2024-06-01T09:00:00"
FIRST_COMMIT_DAY = dt.date.fromisoformat(FIRST_COMMIT_WHEN[:10])
LAST_COMMIT = "Add stock check to report"
REPORT_PY_ADDED = "# stock check added"  # the line the last commit appends to report.py
DATA_COMMIT = "Add sales data and report script"  # the second commit
DATA_COMMIT_WHEN = "2024-06-02T10:00:00"  # the commit that added sales.csv, notes.txt, todo.md
DATA_COMMIT_DAY = dt.date.fromisoformat(DATA_COMMIT_WHEN[:10])
APP_COMMIT = "Add app code and docs"  # the commit before the last one
LAST_COMMIT_WHEN = "2024-06-04T12:00:00"  # local time, as git reads a date with no zone
LAST_COMMIT_DAY = dt.date.fromisoformat(LAST_COMMIT_WHEN[:10])
COMMITS = 4
GIT_USER = ("Mina Park", "mina@example.com")
DRAFT = "ideas for the summer menu"  # draft.txt, untracked


def log_text() -> str:
    lines = []
    start = dt.datetime(2024, 6, 30, 0, 0, 0)
    for n in range(1, LOG_LINES):
        stamp = (start + dt.timedelta(seconds=57 * n)).strftime("%Y-%m-%d %H:%M:%S")
        if n % LOG_ERROR_EVERY == 0:
            lines.append(f"{stamp} ERROR payment gateway timeout (order {1000 + n})")
        elif n % 7 == 0:
            lines.append(f"{stamp} WARN slow query on table stock ({n % 90 + 100} ms)")
        else:
            lines.append(f"{stamp} INFO request served: GET /items/{n % 50}")
    lines.append(LOG_LAST)
    return "\n".join(lines) + "\n"


def _csv_text() -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(SALES_HEADER)
    writer.writerows(SALES)
    return buffer.getvalue()


def _lines(lines: Sequence[str]) -> str:
    return "\n".join(lines) + "\n"


def _git(ws: Path, *args: str, when: str) -> None:
    env = {
        **os.environ,
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CONFIG_SYSTEM": os.devnull,
        "GIT_AUTHOR_NAME": GIT_USER[0],
        "GIT_AUTHOR_EMAIL": GIT_USER[1],
        "GIT_COMMITTER_NAME": GIT_USER[0],
        "GIT_COMMITTER_EMAIL": GIT_USER[1],
        "GIT_AUTHOR_DATE": when,
        "GIT_COMMITTER_DATE": when,
    }
    subprocess.run(["git", *args], cwd=ws, env=env, check=True, capture_output=True)


# The commits of main, oldest first: (message, date, the paths `git add` is given)
MAIN_HISTORY: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (FIRST_COMMIT, FIRST_COMMIT_WHEN, ("README.md", ".gitignore")),
    (DATA_COMMIT, DATA_COMMIT_WHEN, ("sales.csv", "report.py", "notes.txt", "todo.md")),
    (APP_COMMIT, "2024-06-03T11:00:00", ("src", "docs", "scripts")),
)


def _first_files() -> dict[str, str]:
    """The workspace's files as `build_workspace` first writes them (before the commits)."""
    return {
        "README.md": _lines(README),
        ".gitignore": "logs/\n",
        "notes.txt": _lines(NOTES),
        "todo.md": _lines(TODO),
        "sales.csv": _csv_text(),
        "report.py": REPORT_PY,
        "scripts/check.sh": CHECK_SH,
        "src/app.py": APP_PY,
        "src/utils.py": UTILS_PY,
        "docs/setup.md": "# Setup\n\nInstall Python 3.11, then run report.py.\n",
        "docs/usage.md": "# Usage\n\nAdd a row to sales.csv for every sale.\n",
        "logs/app.log": log_text(),
    }


def workspace_files() -> dict[str, str]:
    """Every file of the built workspace outside .git, with its text, as a task finds it
    (the last commit's line in report.py, the uncommitted todo.md, the untracked draft.txt)."""
    return {
        **_first_files(),
        "todo.md": _lines(TODO_NOW),
        "report.py": REPORT_PY + REPORT_PY_ADDED + "\n",
        "draft.txt": DRAFT + "\n",
    }


def build_workspace(ws: Path) -> Path:
    """Fill the empty folder `ws` with the scratch workspace (a git repository); returns it."""
    for name, text in _first_files().items():
        path = ws / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    (ws / "scripts/check.sh").chmod(0o755)
    _git(ws, "init", "-q", "-b", "main", when=FIRST_COMMIT_WHEN)
    for message, when, paths in MAIN_HISTORY:
        _git(ws, "add", *paths, when=when)
        _git(ws, "commit", "-q", "-m", message, when=when)
    _git(ws, "checkout", "-q", "-b", BRANCH, when=LAST_COMMIT_WHEN)
    with (ws / "report.py").open("a", encoding="utf-8") as f:
        f.write(REPORT_PY_ADDED + "\n")
    _git(ws, "commit", "-q", "-am", LAST_COMMIT, when=LAST_COMMIT_WHEN)
    # uncommitted work: one modified file, one untracked file
    (ws / "todo.md").write_text(_lines(TODO_NOW), encoding="utf-8")
    (ws / "draft.txt").write_text(DRAFT + "\n", encoding="utf-8")
    return ws


def snapshot(ws: Path) -> dict[str, bytes]:
    """Every file of the workspace outside .git (to tell whether a task changed anything)."""
    return {
        str(path.relative_to(ws)): path.read_bytes()
        for path in sorted(ws.rglob("*"))
        if path.is_file() and ".git" not in path.relative_to(ws).parts
    }


# ---------------------------------------------------------------------------------- grading
@dataclass
class Trace:
    """What one turn did, as seen on the session's events and its result."""

    answer: str = ""
    ended_by: str = ""
    tool_calls: list[tuple[str, str]] = field(default_factory=list)  # (tool, args as JSON)
    tools_ok: int = 0  # tool calls that ran and did not fail
    tools_failed: int = 0
    approvals: int = 0
    before: dict[str, bytes] = field(default_factory=dict)  # workspace files before the turn


@dataclass(frozen=True)
class Verdict:
    ok: bool
    why: str = ""


Check = Callable[[Trace, Path], Verdict]

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}(?::\d{2})?")
_NUMBER = re.compile(r"(?<![A-Za-z0-9_.])-?\d[\d,]*(?:\.\d+)?")


def numbers_in(text: str) -> list[float]:
    """The numbers an answer states (dates and clock times left out; 1,500 is 1500)."""
    out: list[float] = []
    for raw in _NUMBER.findall(_DATE.sub(" ", text)):
        clean = raw.replace(",", "").rstrip(".")
        try:
            out.append(float(clean))
        except ValueError:
            continue
    return out


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text).casefold()


def has(*options: str) -> Check:
    """The answer contains one of `options` (case-insensitive, spaces folded)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        answer = _fold(trace.answer)
        if any(_fold(o) in answer for o in options):
            return Verdict(True)
        return Verdict(False, f"answer lacks {' / '.join(options)!r}")

    return check


def lacks(*options: str) -> Check:
    """The answer contains none of `options` (e.g. lines it should not have shown)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        answer = _fold(trace.answer)
        found = [o for o in options if _fold(o) in answer]
        return Verdict(not found, f"answer has {found[0]!r}" if found else "")

    return check


# Small whole numbers said in words, as a spoken answer may ("A hexagon has six sides.":
# fresh43 chat-91); not "one" ("one of the files" states no count) nor Korean words (하나도,
# 열 = a column)
_NUMBER_WORDS = (
    "", "", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve",
)  # fmt: skip
_NUMBER_WORD = re.compile(rf"\b({'|'.join(w for w in _NUMBER_WORDS if w)})\b", re.IGNORECASE)


def numbers_said(text: str) -> list[float]:
    """`numbers_in`, and the small whole numbers said in English words."""
    words = [float(_NUMBER_WORDS.index(w.lower())) for w in _NUMBER_WORD.findall(text)]
    return numbers_in(text) + words


def number(value: float, tolerance: float = 0.0) -> Check:
    """The answer states `value` (within `tolerance`), in digits or, when small, in words."""

    def check(trace: Trace, ws: Path) -> Verdict:
        found = numbers_said(trace.answer)
        if any(abs(n - value) <= tolerance + 1e-9 for n in found):
            return Verdict(True)
        return Verdict(False, f"answer lacks the number {value:g} (has {found[:6]})")

    return check


TOP_FILES = ("README.md", "notes.txt", "todo.md", "sales.csv", "report.py", "draft.txt")


def not_a_listing() -> Check:
    """The answer picks files out, not the folder's listing (a dump of `list_dir` names every
    file, so "which file …?" would pass on any `has`)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        answer = _fold(trace.answer)
        named = sum(_fold(name) in answer for name in TOP_FILES)
        if named >= 5:
            return Verdict(False, f"answer lists the folder ({named} of its files), not the files")
        return Verdict(True)

    return check


def at_least(count: int, *names: str) -> Check:
    """The answer mentions at least `count` of `names`."""

    def check(trace: Trace, ws: Path) -> Verdict:
        answer = _fold(trace.answer)
        seen = [n for n in names if _fold(n) in answer]
        if len(seen) >= count:
            return Verdict(True)
        return Verdict(False, f"answer names {len(seen)} of {names} (needs {count})")

    return check


def file_lines(path: str, expected: Sequence[str]) -> Check:
    """The file exists and holds exactly `expected` lines (trailing spaces/blank end ignored)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        target = ws / path
        if not target.is_file():
            return Verdict(False, f"{path} does not exist")
        lines = [line.rstrip() for line in target.read_text(encoding="utf-8").splitlines()]
        while lines and not lines[-1]:
            lines.pop()
        if lines == list(expected):
            return Verdict(True)
        return Verdict(False, f"{path} is {lines[-3:]!r}…, expected …{list(expected)[-3:]!r}")

    return check


def file_lines_any(path: str, versions: Sequence[Sequence[str]]) -> Check:
    """The file holds exactly one of `versions` (as `file_lines`: an edit that may be spelled
    more than one way, "4pm" or "4:00 PM")."""
    checks = [file_lines(path, version) for version in versions]

    def check(trace: Trace, ws: Path) -> Verdict:
        verdicts = [c(trace, ws) for c in checks]
        if any(v.ok for v in verdicts):
            return Verdict(True)
        return Verdict(False, f"{verdicts[0].why} (or {len(versions) - 1} other spellings)")

    return check


def file_has(path: str, *texts: str) -> Check:
    """The file exists and contains every one of `texts` (case-insensitive)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        target = ws / path
        if not target.is_file():
            return Verdict(False, f"{path} does not exist")
        content = _fold(target.read_text(encoding="utf-8", errors="replace"))
        missing = [t for t in texts if _fold(t) not in content]
        return Verdict(not missing, f"{path} lacks {missing[0]!r}" if missing else "")

    return check


def unchanged_except(*paths: str) -> Check:
    """No file of the workspace was changed, created or removed, except `paths`."""

    def check(trace: Trace, ws: Path) -> Verdict:
        after = snapshot(ws)
        touched = sorted(
            name
            for name in set(trace.before) | set(after)
            if trace.before.get(name) != after.get(name) and name not in paths
        )
        return Verdict(not touched, f"also changed {touched[:3]}" if touched else "")

    return check


def no_tool() -> Check:
    def check(trace: Trace, ws: Path) -> Verdict:
        if trace.tool_calls:
            return Verdict(False, f"called {trace.tool_calls[0][0]} for a chat request")
        return Verdict(True)

    return check


def answered() -> Check:
    def check(trace: Trace, ws: Path) -> Verdict:
        return Verdict(bool(trace.answer.strip()), "empty answer")

    return check


def date_spellings(day: dt.date) -> list[str]:
    """The usual spellings of a date (2024-06-30, June 30, 30 June, Jun 30, 6월 30일, 6/30/2024)."""
    month = day.strftime("%B")
    return [
        day.isoformat(),
        f"{month} {day.day}",
        f"{day.day} {month}",
        f"{month[:3]} {day.day}",
        f"{day.month}월 {day.day}일",
        f"{day.month}월{day.day}일",
        f"{day.year}. {day.month}. {day.day}",
        f"{day.year}.{day.month:02d}.{day.day:02d}",
        f"{day.month}/{day.day}/{day.year}",
        f"{day.year}/{day.month:02d}/{day.day:02d}",
    ]


def today_in_answer() -> Check:
    """Today's date in any usual spelling (`date_spellings`)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        today = dt.date.today()
        answer = _fold(trace.answer)
        if any(_fold(s) in answer for s in date_spellings(today)):
            return Verdict(True)
        return Verdict(False, f"answer lacks today's date {today.isoformat()}")

    return check


def date_in_answer(day: dt.date) -> Check:
    """A fixed date (a commit's) in any usual spelling (`date_spellings`)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        answer = _fold(trace.answer)
        if any(_fold(s) in answer for s in date_spellings(day)):
            return Verdict(True)
        return Verdict(False, f"answer lacks the date {day.isoformat()}")

    return check


KO_WEEKDAYS = tuple(f"{day}요일" for day in "월화수목금토일")  # Monday first, as date.weekday()
EN_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def weekday_in_answer() -> Check:
    """Today's weekday in English or Korean (Thursday / 목요일)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        today = dt.date.today()
        korean = KO_WEEKDAYS[today.weekday()]
        if _fold(today.strftime("%A")) in _fold(trace.answer) or korean in trace.answer:
            return Verdict(True)
        return Verdict(False, f"answer lacks today's weekday {today.strftime('%A')}/{korean}")

    return check


def hostname_in_answer() -> Check:
    def check(trace: Trace, ws: Path) -> Verdict:
        name = socket.gethostname()
        if _fold(name) in _fold(trace.answer) or _fold(name.split(".")[0]) in _fold(trace.answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks the host name {name}")

    return check


def machine_cores() -> set[int]:
    counts = {os.cpu_count() or 0}
    if hasattr(os, "sched_getaffinity"):
        counts.add(len(os.sched_getaffinity(0)))
    return counts


def cores_in_answer() -> Check:
    def check(trace: Trace, ws: Path) -> Verdict:
        found = numbers_in(trace.answer)
        if any(n in machine_cores() for n in found):
            return Verdict(True)
        return Verdict(False, f"answer lacks the core count {sorted(machine_cores())}")

    return check


def workdir_in_answer() -> Check:
    def check(trace: Trace, ws: Path) -> Verdict:
        if str(ws.resolve()) in trace.answer or str(ws) in trace.answer:
            return Verdict(True)
        return Verdict(False, f"answer lacks the folder {ws}")

    return check


def home_in_answer() -> Check:
    """The user's home folder (/home/mina, /root): what `~` expands to in the tools' shell."""

    def check(trace: Trace, ws: Path) -> Verdict:
        home = str(Path.home())
        if home in trace.answer:
            return Verdict(True)
        return Verdict(False, f"answer lacks the home folder {home}")

    return check


def python_versions() -> set[str]:
    """Major.minor ("3.11") of the Python running the bench and of the shell's `python3`."""
    versions = {f"{sys.version_info.major}.{sys.version_info.minor}"}
    found = shutil.which("python3")
    if found:
        out = subprocess.run([found, "--version"], capture_output=True, text=True, check=False)
        match = re.search(r"(\d+\.\d+)", out.stdout + out.stderr)
        if match:
            versions.add(match.group(1))
    return versions


def _states_version(answer: str, versions: set[str]) -> bool:
    """`answer` names one of `versions` (major.minor), alone or with more (3.11 or 3.11.7)."""
    return any(re.search(rf"(?<![\d.]){re.escape(v)}(?![\d])", answer) for v in versions)


def version_in_answer(program: str, versions_of: Callable[[], set[str]]) -> Check:
    """The installed `program`'s version (read when graded), at least major.minor (3.11 or
    3.11.7)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        versions = versions_of()
        if _states_version(trace.answer, versions):
            return Verdict(True)
        return Verdict(False, f"answer lacks the {program} version {sorted(versions)}")

    return check


def git_versions() -> set[str]:
    """Major.minor ("2.39") of the installed `git`."""
    out = subprocess.run(["git", "--version"], capture_output=True, text=True, check=False)
    match = re.search(r"(\d+\.\d+)", out.stdout)
    return {match.group(1)} if match else set()



def os_names() -> set[str]:
    """The operating system (Linux, 리눅스) and, where it says, its distribution (Debian GNU/Linux,
    debian): either names what this machine runs."""
    names = {platform.system()}
    if platform.system() == "Linux":
        names.add("리눅스")
    try:
        release = platform.freedesktop_os_release()
    except OSError:
        release = {}
    names.update(release.get(key, "") for key in ("NAME", "ID"))
    return {name for name in names if len(name) > 2}


def os_in_answer() -> Check:
    def check(trace: Trace, ws: Path) -> Verdict:
        names = os_names()
        if any(_fold(name) in _fold(trace.answer) for name in names):
            return Verdict(True)
        return Verdict(False, f"answer lacks the operating system {sorted(names)}")

    return check


def either(*checks: Check) -> Check:
    """One of `checks` passes (e.g. a number stated, or quoted inside a raw CSV row, where
    `numbers_in` reads "55,2800" as one number)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        verdicts = [c(trace, ws) for c in checks]
        if any(v.ok for v in verdicts):
            return Verdict(True)
        return Verdict(False, "; ".join(v.why for v in verdicts))

    return check


def file_gone(path: str) -> Check:
    """The file no longer exists (it was renamed, moved or removed)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        if (ws / path).exists():
            return Verdict(False, f"{path} still exists")
        return Verdict(True)

    return check


def csv_rows(path: str, expected: Sequence[Sequence[str | int]]) -> Check:
    """The CSV file holds exactly the `expected` rows, cell by cell (spaces around a cell and
    blank lines ignored)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        target = ws / path
        if not target.is_file():
            return Verdict(False, f"{path} does not exist")
        text = target.read_text(encoding="utf-8", errors="replace")
        rows = [
            [cell.strip() for cell in row]
            for row in csv.reader(io.StringIO(text))
            if any(cell.strip() for cell in row)
        ]
        want = [[str(cell) for cell in row] for row in expected]
        if rows == want:
            return Verdict(True)
        return Verdict(False, f"{path} ends {rows[-2:]!r}, expected …{want[-2:]!r}")

    return check


# A clock time: 15:25, 3:25 pm, 3 pm, 오후 3시 25분, 3시 반. Markers that fix the half of the day.
_CLOCK = re.compile(r"(?<![\d:.])(\d{1,2}):(\d{2})(?!\d)(?:\s*([ap])\.?m\b)?", re.IGNORECASE)
_CLOCK_HOUR = re.compile(r"(?<![\d:.])(\d{1,2})\s*([ap])\.?m\b", re.IGNORECASE)
_CLOCK_KO = re.compile(
    r"(오전|오후|새벽|아침|저녁)?\s*(\d{1,2})\s*시(?!간)(?:\s*(\d{1,2})\s*분|\s*(반))?"
)
_MORNING = {"a", "오전", "새벽", "아침"}
_EVENING = {"p", "오후", "저녁"}


def clock_minutes(answer: str) -> set[int]:
    """The times of day an answer states, as minutes after midnight (a time without am/pm or
    오전/오후 may be either half of the day)."""
    found: list[tuple[int, int, str]] = []
    for hour, minute, half in _CLOCK.findall(answer):
        found.append((int(hour), int(minute), half.casefold()))
    for hour, half in _CLOCK_HOUR.findall(answer):
        found.append((int(hour), 0, half.casefold()))
    for half, hour, minute, and_a_half in _CLOCK_KO.findall(answer):
        found.append((int(hour), 30 if and_a_half else int(minute or 0), half))
    out: set[int] = set()
    for hour, minute, half in found:
        if hour > 24 or minute > 59:
            continue
        if half in _MORNING:
            hours = {hour % 12}
        elif half in _EVENING:
            hours = {hour % 12 + 12}
        elif hour > 12 or hour == 0:  # a 24-hour clock
            hours = {hour % 24}
        else:
            hours = {hour, (hour + 12) % 24}
        out.update(h * 60 + minute for h in hours)
    return out


def clock_in_answer(tolerance_min: int = 10) -> Check:
    """The machine's local time now, within `tolerance_min` minutes (15:25, 3:25 PM, 오후 3시
    25분…)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        now = dt.datetime.now()
        minutes = now.hour * 60 + now.minute
        for stated in clock_minutes(trace.answer):
            gap = abs(stated - minutes) % (24 * 60)
            if min(gap, 24 * 60 - gap) <= tolerance_min:
                return Verdict(True)
        return Verdict(False, f"answer lacks the time now ({now:%H:%M})")

    return check


def in_units(size: float) -> dict[str, float]:
    """A number of bytes in the units an answer may use."""
    return {
        "TiB": size / 2**40, "TB": size / 1e12, "GiB": size / 2**30, "GB": size / 1e9,
        "MiB": size / 2**20, "MB": size / 1e6, "KiB": size / 2**10, "bytes": size,
    }  # fmt: skip


def _states_size(answer: str, sizes: Sequence[dict[str, float]]) -> bool:
    """`answer` has one of `sizes` in GiB or GB (rounded down or to the nearest whole number,
    or within 5 %), or within 5 % in another unit."""
    for stated in numbers_in(answer):
        for units in sizes:
            for unit, size in units.items():
                if abs(stated - size) <= 0.05 * size:
                    return True
                if unit in ("GiB", "GB") and stated in (int(size), round(size)):
                    return True
    return False


def memory_sizes() -> dict[str, float]:
    """This machine's physical memory in the units an answer may use (what `free` reports as
    total, or /proc/meminfo's MemTotal)."""
    total = in_units(float(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")))
    return {unit: size for unit, size in total.items() if not unit.startswith("T")}


def memory_in_answer() -> Check:
    """The machine's total memory in GiB or GB (rounded down or to the nearest whole number,
    or within 5 %), or within 5 % in MiB, MB, KiB or bytes."""

    def check(trace: Trace, ws: Path) -> Verdict:
        sizes = memory_sizes()
        if _states_size(trace.answer, [sizes]):
            return Verdict(True)
        return Verdict(False, f"answer lacks the memory size ({sizes['GiB']:.1f} GiB)")

    return check


def disk_free_sizes(*folders: Path) -> list[dict[str, float]]:
    """The free space of the file systems holding `folders`, in the units an answer may use:
    what `df` calls available (to a user) and the free blocks (reserved ones included)."""
    out: list[dict[str, float]] = []
    for folder in folders:
        stat = os.statvfs(folder)
        out += [in_units(float(blocks * stat.f_frsize)) for blocks in (stat.f_bavail, stat.f_bfree)]
    return out


def disk_free_in_answer() -> Check:
    """The free disk space (of the workspace's file system, of / or of the home folder) in GiB
    or GB (rounded down or to the nearest whole number, or within 5 %), or within 5 % in
    another unit (TiB, TB, MiB, MB, KiB, bytes)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        sizes = disk_free_sizes(ws, Path("/"), Path.home())
        if _states_size(trace.answer, sizes):
            return Verdict(True)
        return Verdict(False, f"answer lacks the free disk space ({sizes[0]['GiB']:.1f} GiB)")

    return check


def disk_total_sizes(*folders: Path) -> list[dict[str, float]]:
    """The sizes of the file systems holding `folders` (what `df` calls Size) and of the
    machine's disks (/sys/block, as `lsblk` shows them; loop, RAM and zram devices left out),
    in the units an answer may use."""
    out: list[dict[str, float]] = []
    for folder in folders:
        stat = os.statvfs(folder)
        out.append(in_units(float(stat.f_blocks * stat.f_frsize)))
    with contextlib.suppress(OSError):
        for disk in Path("/sys/block").iterdir():
            if disk.name.startswith(("loop", "ram", "zram")):
                continue
            with contextlib.suppress(OSError, ValueError, IndexError):
                sectors = int((disk / "size").read_text(encoding="utf-8").split()[0])
                if sectors:
                    out.append(in_units(float(sectors * 512)))
    return out


def disk_total_in_answer() -> Check:
    """The disk's whole size (of the workspace's file system, of /, of the home folder, or of
    a disk of the machine) in GiB or GB (rounded down or to the nearest whole number, or within
    5 %), or within 5 % in another unit; the free space alone is not its size."""

    def check(trace: Trace, ws: Path) -> Verdict:
        sizes = disk_total_sizes(ws, Path("/"), Path.home())
        if _states_size(trace.answer, sizes):
            return Verdict(True)
        return Verdict(False, f"answer lacks the disk's size ({sizes[0]['GiB']:.1f} GiB)")

    return check


def kernel_versions() -> set[str]:
    """Major.minor ("6.1") of the running kernel (`uname -r`: 6.1.0-18-amd64)."""
    match = re.match(r"(\d+\.\d+)", platform.release())
    return {match.group(1)} if match else set()


# What an answer may call this machine's CPU architecture, by what `uname -m` says.
_X86 = ("x86_64", "x86-64", "x86", "amd64", "x64")
_ARM = ("aarch64", "arm64", "armv8", "arm")
_ARCH_NAMES = {"x86_64": _X86, "amd64": _X86, "aarch64": _ARM, "arm64": _ARM}


def arch_names() -> set[str]:
    """The machine's architecture (`uname -m`: x86_64) and its other names (amd64, x64…)."""
    machine = platform.machine()
    return {machine, *_ARCH_NAMES.get(machine.casefold(), ())} - {""}


def arch_in_answer() -> Check:
    def check(trace: Trace, ws: Path) -> Verdict:
        answer = _fold(trace.answer)
        names = arch_names()
        for name in names:
            if re.search(rf"(?<![a-z0-9]){re.escape(_fold(name))}(?![a-z])", answer):
                return Verdict(True)
        return Verdict(False, f"answer lacks the architecture {sorted(names)}")

    return check


def timezone_names() -> set[str]:
    """This machine's time zone as an answer may name it: its abbreviations (UTC, KST), its
    key (Etc/UTC, Asia/Seoul: from TZ, /etc/timezone or where /etc/localtime points), and its
    offset from UTC (UTC+9, GMT+09:00, +09:00; UTC, GMT or 협정 세계시 when it is UTC itself)."""
    names = {name for name in time.tzname if name}
    keys = [os.environ.get("TZ", "").lstrip(":")]
    with contextlib.suppress(OSError):
        keys.append(Path("/etc/timezone").read_text(encoding="utf-8").strip())
    link = os.path.realpath("/etc/localtime")
    if "zoneinfo/" in link:
        keys.append(link.split("zoneinfo/", 1)[1])
    names.update(key for key in keys if key)
    offset = dt.datetime.now().astimezone().utcoffset() or dt.timedelta()
    minutes = round(offset.total_seconds() / 60)
    sign = "-" if minutes < 0 else "+"
    hours, mins = divmod(abs(minutes), 60)
    clock = f"{hours:02d}:{mins:02d}"
    names.update({f"{sign}{clock}", f"{sign}{hours:02d}{mins:02d}"})
    for base in ("UTC", "GMT"):
        names.update({f"{base}{sign}{clock}", f"{base}{sign}{hours}:{mins:02d}"})
        if not mins:
            names.update({f"{base}{sign}{hours}", f"{base}{sign}{hours:02d}"})
    if not minutes:
        names.update({"UTC", "GMT", "Coordinated Universal Time", "협정 세계시", "세계 표준시"})
    if names & {"KST", "Asia/Seoul"}:
        names.update({"KST", "Asia/Seoul", "한국 표준시"})
    return names


def timezone_in_answer() -> Check:
    """The machine's time zone (`timezone_names`): "UTC" passes on a UTC machine, "UTC+9" does
    not (a name counts only where no offset follows it)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        names = timezone_names()
        for name in names:
            pattern = rf"(?<![A-Za-z0-9_+\-/]){re.escape(name)}(?![A-Za-z0-9_/]|[+\-−]\d|:\d)"
            if re.search(pattern, trace.answer, re.IGNORECASE):
                return Verdict(True)
        return Verdict(False, f"answer lacks the time zone {sorted(names)[:6]}")

    return check


def cpu_models() -> set[str]:
    """The processor's model name(s): /proc/cpuinfo's "model name" (AMD EPYC 7B13 64-Core
    Processor) or, where it has none (ARM), what `lscpu` calls the model name (Cortex-A72)."""
    names: set[str] = set()
    with contextlib.suppress(OSError):
        info = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
        for line in info.splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "model name" and value.strip():
                names.add(value.strip())
    if not names and shutil.which("lscpu"):
        out = subprocess.run(["lscpu"], capture_output=True, text=True, check=False,
                             env={**os.environ, "LC_ALL": "C"})
        for line in out.stdout.splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "Model name" and value.strip() not in ("", "-"):
                names.add(value.strip())
    return names


_CPU_NOISE = re.compile(r"\((?:R|TM)\)|@.*$|\b\d+-Core\b|\bw(?:ith\b|/).*$", re.IGNORECASE)
_CPU_VENDORS = {"amd", "intel", "arm", "apple", "qualcomm", "genuineintel", "authenticamd",
                "cpu", "processor", "core", "technologies", "inc", "corporation", "version"}


def cpu_model_keys(name: str) -> set[str]:
    """What an answer must name of the model `name`: its model number (12700H of "Intel(R)
    Core(TM) i7-12700H CPU @ 2.30GHz", 7B13, 8375C: a part with three digits or more) or, where
    it has none, its first word past the vendor (EPYC of "AMD EPYC", Xeon, Cortex)."""
    parts = [p for p in re.split(r"[\s\-/(),]+", _CPU_NOISE.sub(" ", name)) if p]
    numbers = {p for p in parts if sum(c.isdigit() for c in p) >= 3}
    if numbers:
        return numbers
    words = [p for p in parts if p.casefold() not in _CPU_VENDORS and not p[0].isdigit()]
    return set(words[:1])


def cpu_in_answer() -> Check:
    """The machine's processor (`cpu_models`), by its model number or its family name
    (`cpu_model_keys`): "AMD EPYC" or "EPYC" on an AMD EPYC, not "AMD Ryzen" nor "Intel Xeon"."""

    def check(trace: Trace, ws: Path) -> Verdict:
        answer = _fold(trace.answer)
        models = cpu_models()
        keys = {key for model in models for key in cpu_model_keys(model)}
        for key in keys:
            if re.search(rf"(?<![a-z0-9]){re.escape(_fold(key))}(?![a-z0-9])", answer):
                return Verdict(True)
        return Verdict(False, f"answer lacks the processor {sorted(models)} ({sorted(keys)})")

    return check



# A length of time: 2 hours 35 minutes, 2 hrs and 35 mins, 2h35m, 2.5 hours, 2시간 35분,
# 2시간 반, 155 minutes, 155분.
_HOURS = re.compile(
    r"(?<![\d.:])(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h|시간)(?![a-z])"
    r"(?:\s*(?:and\s+)?(?:(\d{1,2})\s*(?:minutes?|mins?|m|분)(?![a-z])|(반)))?",
    re.IGNORECASE,
)
_MINUTES = re.compile(r"(?<![\d.:])(\d+)\s*(?:minutes?|mins?|분)(?![a-z])", re.IGNORECASE)


def durations_in(answer: str) -> set[float]:
    """The lengths of time an answer states, in minutes."""
    out = {float(m) for m in _MINUTES.findall(answer)}
    for hours, minutes, half in _HOURS.findall(answer):
        out.add(float(hours) * 60 + (30 if half else int(minutes or 0)))
    return out


def duration_in_answer(minutes: int) -> Check:
    """The answer states a length of time of `minutes` (in hours and minutes, in minutes, or
    in hours with a decimal point, to half a minute)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        found = durations_in(trace.answer)
        if any(abs(stated - minutes) <= 0.5 for stated in found):
            return Verdict(True)
        return Verdict(False, f"answer lacks the duration {minutes} min (has {sorted(found)})")

    return check


# How long a machine has been up: "up 3 days, 4:05", "1 week, 2 days, 3 hours, 4 minutes",
# "3 hours and 44 minutes", "3h44m", "3.7 hours", "224 min", "2일 3시간 45분", "이틀 5시간",
# "세 시간 반", "an hour and a half".
_SPAN_UNITS = (  # (minutes, what an answer calls it)
    (30 * 1440, r"months?|개월|달"), (7 * 1440, r"weeks?|wks?|w|주일?"), (1440, r"days?|d|일"),
    (60, r"hours?|hrs?|h|시간"), (1, r"minutes?|mins?|m|분"), (1 / 60, r"seconds?|secs?|s|초"),
)
_SPAN_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9,
    "열": 10,
}
_KO_DAYS = {"하루": 1, "이틀": 2, "사흘": 3, "나흘": 4, "닷새": 5, "엿새": 6, "이레": 7}
_EN_WORDS = "|".join(w for w in _SPAN_WORDS if w.isascii())
_KO_WORDS = "|".join(w for w in _SPAN_WORDS if not w.isascii())
_SPAN_PART = re.compile(
    r"(?<![\d.:])(?P<hh>\d{1,3}):(?P<mm>\d{2})(?!\d|:\d)"  # 4:05, as `uptime` says it
    r"|(?<![가-힣])(?P<kodays>" + "|".join(_KO_DAYS) + r")"
    r"|(?:(?<![\d.:,_])(?P<num>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*"
    r"(?P<unit>" + "|".join(words for _, words in _SPAN_UNITS) + r")"
    r"|(?<![a-z])(?P<word>" + _EN_WORDS + r")\s+(?P<word_unit>months?|weeks?|days?|hours?|minutes?)"
    r"|(?<![가-힣])(?P<ko>" + _KO_WORDS + r")\s*(?P<ko_unit>개월|달|주일?|시간|분))"
    r"(?![a-z])(?P<half>\s*반|\s+and\s+a\s+half)?",
    re.IGNORECASE,
)
_SPAN_GAP = re.compile(r"[\s,]*(?:(?:and|및|하고)\s*)?", re.IGNORECASE)


def _span_unit(word: str) -> float:
    return next(m for m, words in _SPAN_UNITS if re.fullmatch(words, word, re.IGNORECASE))


def _span_parts(answer: str) -> list[tuple[int, int, float]]:
    """The parts of the lengths of time an answer states, each as (start, end, minutes)."""
    parts: list[tuple[int, int, float]] = []
    for match in _SPAN_PART.finditer(answer):
        part = match.groupdict()
        value: float
        if part["hh"]:
            value = int(part["hh"]) * 60 + int(part["mm"])
        elif part["kodays"]:
            value = _KO_DAYS[part["kodays"]] * 1440
        else:
            count, unit = (
                (float(part["num"].replace(",", "")), part["unit"]) if part["num"]
                else (_SPAN_WORDS[part["word"].casefold()], part["word_unit"]) if part["word"]
                else (_SPAN_WORDS[part["ko"]], part["ko_unit"])
            )
            value = (count + (0.5 if part["half"] else 0)) * _span_unit(unit)
        parts.append((match.start(), match.end(), value))
    return parts


def spans_in(answer: str) -> set[float]:
    """The lengths of time an answer states, in minutes: parts next to each other (with only
    spaces, commas or "and" between them) add up ("2 days, 3:45" is 3,105 minutes)."""
    out: set[float] = set()
    total, end = 0.0, -1
    for start, stop, value in _span_parts(answer):
        if end >= 0 and _SPAN_GAP.fullmatch(answer[end:start]):
            total += value
        else:
            total = value
        out.add(total)
        end = stop
    return out


def span_totals(answer: str) -> set[float]:
    """The lengths of time an answer states, in minutes, each run of parts next to each other
    added up whole: "2 days and 2 hours and 30 minutes" is 3,030 minutes alone (`spans_in`
    also reads the 2,880 and 3,000 on the way)."""
    runs: list[float] = []
    end = -1
    for start, stop, value in _span_parts(answer):
        if runs and _SPAN_GAP.fullmatch(answer[end:start]):
            runs[-1] += value
        else:
            runs.append(value)
        end = stop
    return set(runs)


def uptime_minutes() -> float:
    """How long this machine has been up, in minutes (/proc/uptime, as `uptime` reads it; -1
    where there is none)."""
    try:
        return float(Path("/proc/uptime").read_text(encoding="utf-8").split()[0]) / 60
    except (OSError, ValueError, IndexError):
        return -1.0


def uptime_in_answer() -> Check:
    """The machine's uptime when graded, within 10 % or 15 minutes (the turn took time, and
    "about 4 hours" is a right answer for 3:44), in any of `spans_in`'s forms; or the time it
    was booted (a clock time within 10 minutes, with its date unless that was today)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        up = uptime_minutes()
        if up < 0:
            return Verdict(False, "this machine has no /proc/uptime to grade by")
        slack = max(15.0, 0.1 * up)
        if any(abs(stated - up) <= slack for stated in spans_in(trace.answer)):
            return Verdict(True)
        boot = dt.datetime.now() - dt.timedelta(minutes=up)
        at = boot.hour * 60 + boot.minute
        near = any(min(abs(t - at), 1440 - abs(t - at)) <= 10 for t in clock_minutes(trace.answer))
        dated = boot.date() == dt.date.today() or any(
            _fold(s) in _fold(trace.answer) for s in date_spellings(boot.date())
        )
        if near and dated:
            return Verdict(True)
        return Verdict(False, f"answer lacks the uptime ({up:.0f} min, booted {boot:%F %H:%M})")

    return check


def time_of_day_in_answer(hour: int, minute: int) -> Check:
    """The answer states the time of day `hour`:`minute` (00:06:39, 0:06, 12:06 AM, 0시 6분…;
    see `clock_minutes`)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        if hour * 60 + minute in clock_minutes(trace.answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks the time {hour:02d}:{minute:02d}")

    return check


def days_left_in_year(today: dt.date | None = None) -> set[int]:
    """How many days are left until December 31: counted from tomorrow (`(Dec 31 − today)`)
    or with today (one more)."""
    day = today or dt.date.today()
    left = (dt.date(day.year, 12, 31) - day).days
    return {left, left + 1}


# "12월 31일", "December 31st", "Dec 31", "31 December", "12/31": the day asked about, not a count
_YEAR_END = re.compile(
    r"12\s*월\s*31\s*일|(?:December|Dec\.?)\s*31(?:st)?|31(?:st)?\s+(?:of\s+)?Dec(?:ember)?|12/31",
    re.IGNORECASE,
)


def days_left_in_answer() -> Check:
    """The days left in this year when graded (`days_left_in_year`; the date of December 31
    itself is not read as a count)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        left = days_left_in_year()
        found = numbers_in(_YEAR_END.sub(" ", trace.answer))
        if any(n in left for n in found):
            return Verdict(True)
        return Verdict(False, f"answer lacks the days left in the year {sorted(left)}")

    return check


def commit_hashes(ws: Path, subject: str) -> set[str]:
    """The full hashes of the workspace's commits whose message is `subject` (read from the
    repository when graded: a commit's hash is not a constant of the table)."""
    out = subprocess.run(
        ["git", "log", "--all", "--format=%H%x09%s"], cwd=ws, capture_output=True, text=True,
        check=False,
    )
    return {
        sha for sha, _, message in (line.partition("\t") for line in out.stdout.splitlines())
        if message == subject
    }


_HASH = re.compile(r"(?<![0-9a-z])[0-9a-f]{7,40}(?![0-9a-z])", re.IGNORECASE)


def commit_hash_in_answer(subject: str) -> Check:
    """The hash of the commit `subject`, in full or abbreviated (7 characters or more)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        hashes = commit_hashes(ws, subject)
        stated = [token.casefold() for token in _HASH.findall(trace.answer)]
        if any(sha.startswith(token) for sha in hashes for token in stated):
            return Verdict(True)
        shown = sorted(sha[:7] for sha in hashes)
        return Verdict(False, f"answer lacks the hash of {subject!r} {shown} (has {stated[:3]})")

    return check


def days_from_today_in_answer(*days: int) -> Check:
    """The date `days` days from today (read when graded; any of `days`, e.g. 100 days on or
    counting today as the first, 99), in any usual spelling (`date_spellings`)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        today = dt.date.today()
        targets = [today + dt.timedelta(days=n) for n in days]
        answer = _fold(trace.answer)
        if any(_fold(s) in answer for day in targets for s in date_spellings(day)):
            return Verdict(True)
        shown = ", ".join(day.isoformat() for day in targets)
        return Verdict(False, f"answer lacks the date {days} days from today ({shown})")

    return check


def uid_in_answer() -> Check:
    """The user's numeric user ID (what `id -u` says), read when graded."""

    def check(trace: Trace, ws: Path) -> Verdict:
        uid = os.getuid()
        if uid in numbers_in(trace.answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks the user ID {uid}")

    return check


def python_paths() -> set[str]:
    """Where `python3` is: every python3 on PATH (what `which -a python3` lists), where each
    one leads (its real path) and the interpreter each one runs (`sys.executable`)."""
    found: set[str] = set()
    for folder in os.environ.get("PATH", "").split(os.pathsep):
        candidate = Path(folder or ".") / "python3"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            found.update({str(candidate), os.path.realpath(candidate)})
            with contextlib.suppress(OSError, subprocess.SubprocessError):
                out = subprocess.run(
                    [str(candidate), "-c", "import sys; print(sys.executable)"],
                    capture_output=True, text=True, check=False, timeout=10,
                )
                if out.stdout.strip():
                    found.update({out.stdout.strip(), os.path.realpath(out.stdout.strip())})
    return found


def python_path_in_answer() -> Check:
    """A path of this machine's python3 (`python_paths`), as a whole path ("/usr/bin/python3",
    not a part of "/opt/x/usr/bin/python3")."""

    def check(trace: Trace, ws: Path) -> Verdict:
        paths = python_paths()
        for path in paths:
            if re.search(rf"(?<![A-Za-z0-9_./-]){re.escape(path)}(?![A-Za-z0-9_/-])", trace.answer):
                return Verdict(True)
        return Verdict(False, f"answer lacks the path of python3 {sorted(paths)[:4]}")

    return check


def shell_names() -> set[str]:
    """The user's default shell by its name ("bash"): the login shell of the user's account
    (what `getent passwd` says) and the shell in $SHELL, read when graded."""
    shells = {os.environ.get("SHELL", "")}
    with contextlib.suppress(KeyError):
        shells.add(pwd.getpwuid(os.getuid()).pw_shell)
    names = {Path(shell).name for shell in shells if shell}
    return names - {"", "nologin", "false"}


def shell_in_answer() -> Check:
    """The user's default shell (`shell_names`), as a word or at the end of a path ("bash",
    "/bin/bash"; "sh" is not in "bash" nor "zsh")."""

    def check(trace: Trace, ws: Path) -> Verdict:
        names = shell_names()
        for name in names:
            if re.search(rf"(?<![A-Za-z0-9_.-]){re.escape(name)}(?![A-Za-z0-9_-])", trace.answer,
                         re.IGNORECASE):
                return Verdict(True)
        return Verdict(False, f"answer lacks the default shell {sorted(names)}")

    return check


def days_in_month_in_answer() -> Check:
    """How many days this month has (28 to 31: the last day of the month), read when
    graded."""

    def check(trace: Trace, ws: Path) -> Verdict:
        today = dt.date.today()
        days = calendar.monthrange(today.year, today.month)[1]
        if days in numbers_in(trace.answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks the days of this month ({days})")

    return check


def bash_versions() -> set[str]:
    """Major.minor ("5.2") of the installed `bash` (`bash --version`: "GNU bash, version
    5.2.15(1)-release")."""
    found = shutil.which("bash")
    if not found:
        return set()
    out = subprocess.run([found, "--version"], capture_output=True, text=True, check=False)
    match = re.search(r"version (\d+\.\d+)", out.stdout)
    return {match.group(1)} if match else set()


def day_of_year_in_answer() -> Check:
    """Which day of the year today is (1 on January 1: what `date +%j` says), read when
    graded."""

    def check(trace: Trace, ws: Path) -> Verdict:
        day = dt.date.today().timetuple().tm_yday
        if day in numbers_in(trace.answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks the day of the year ({day})")

    return check


def age_on(born: dt.date, today: dt.date) -> int:
    """Age in full years (만 나이) on `today` of someone born on `born`."""
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))


def age_in_answer(born: dt.date) -> Check:
    """The 만 나이 today (read when graded) of someone born on `born`: the full years, not the
    Korean count (one or two more)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        age = age_on(born, dt.date.today())
        if age in numbers_in(trace.answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks the age {age}")

    return check


def weekday_named(day: dt.date) -> Check:
    """The weekday of `day` in English ("Tuesday", or "Tue" as `git log` prints it) or in
    Korean (화요일)."""
    name = EN_WEEKDAYS[day.weekday()]
    korean = KO_WEEKDAYS[day.weekday()]
    full = re.compile(rf"(?<![A-Za-z]){name}(?![A-Za-z])", re.IGNORECASE)
    short = re.compile(rf"(?<![A-Za-z]){name[:3]}(?![A-Za-z])")  # "Tue", not "sat" or "sun"

    def check(trace: Trace, ws: Path) -> Verdict:
        if full.search(trace.answer) or short.search(trace.answer) or korean in trace.answer:
            return Verdict(True)
        return Verdict(False, f"answer lacks the weekday of {day.isoformat()} ({name}/{korean})")

    return check


def days_since_in_answer(day: dt.date) -> Check:
    """How many days have passed from `day` to today, read when graded: today − `day`, or one
    less (whole days since a time later in its day than the time now) or one more (both ends
    counted)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        gap = (dt.date.today() - day).days
        if any(n in (gap - 1, gap, gap + 1) for n in numbers_in(trace.answer)):
            return Verdict(True)
        return Verdict(False, f"answer lacks the days since {day.isoformat()} ({gap})")

    return check


# A day of the month in a date ("6월 6일", "June 6", "6 June"): not a count of anything.
_MONTH = (
    r"(?<![a-z])(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?(?![a-z])"
)
_MONTH_DAY = re.compile(
    rf"\d{{1,2}}\s*월\s*\d{{1,2}}\s*일|{_MONTH}\s*\d{{1,2}}(?:st|nd|rd|th)?"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}",
    re.IGNORECASE,
)


def count_in_answer(value: int) -> Check:
    """The answer states the count `value` outside the dates it gives ("6월 1일부터 6월 6일까지"
    says no count of 6)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        found = numbers_in(_MONTH_DAY.sub(" ", trace.answer))
        if value in found:
            return Verdict(True)
        return Verdict(False, f"answer lacks the count {value} (has {found[:6]})")

    return check


_HEX_RUN = re.compile(r"(?<![0-9a-z])[0-9a-f]{12,128}(?![0-9a-z])", re.IGNORECASE)


def digest_in_answer(digest: str) -> Check:
    """The hex `digest` (a checksum), whole or its first 12 characters or more."""

    def check(trace: Trace, ws: Path) -> Verdict:
        stated = [token.casefold() for token in _HEX_RUN.findall(trace.answer)]
        if any(digest.startswith(token) for token in stated):
            return Verdict(True)
        return Verdict(False, f"answer lacks the checksum {digest[:12]}… (has {stated[:2]})")

    return check


def os_release() -> dict[str, str]:
    """/etc/os-release (or /usr/lib/os-release) as a dict; empty where there is none."""
    try:
        return platform.freedesktop_os_release()
    except OSError:
        return {}


def distro_in_answer() -> Check:
    """The Linux distribution, read when graded: its name (os-release's NAME or ID: "Debian
    GNU/Linux", "debian"; not "Linux" alone) and its release (VERSION_ID, "12" or "12.7", or
    VERSION_CODENAME, "bookworm"; a rolling distribution with neither, by its name alone)."""

    def said(word: str, answer: str) -> bool:
        return bool(re.search(rf"(?<![a-z0-9]){re.escape(_fold(word))}(?![a-z0-9])", answer))

    def check(trace: Trace, ws: Path) -> Verdict:
        release = os_release()
        answer = _fold(trace.answer)
        names = {release.get(key, "") for key in ("NAME", "ID")} - {""}
        versions = {release.get("VERSION_ID", "")} - {""}
        codenames = {release.get("VERSION_CODENAME", "")} - {""}
        if not names:
            return Verdict(False, "this machine has no os-release to grade by")
        if not any(said(name, answer) for name in names):
            return Verdict(False, f"answer lacks the distribution {sorted(names)}")
        if (versions or codenames) and not (
            _states_version(trace.answer, versions) or any(said(c, answer) for c in codenames)
        ):
            return Verdict(False, f"answer lacks the release {sorted(versions | codenames)}")
        return Verdict(True)

    return check


def local_addresses() -> set[str]:
    """This machine's own IP addresses, loopback and link-local left out, read when graded:
    IPv4 from the kernel's local host routes (/proc/net/fib_trie, what `hostname -I` and
    `ip addr` show) and IPv6 from /proc/net/if_inet6."""
    found: set[str] = set()
    with contextlib.suppress(OSError):
        previous = ""
        for line in Path("/proc/net/fib_trie").read_text(encoding="utf-8").splitlines():
            if "/32 host LOCAL" in line and previous.strip().startswith("|--"):
                found.add(previous.strip().removeprefix("|--").strip())
            previous = line
    with contextlib.suppress(OSError):
        for line in Path("/proc/net/if_inet6").read_text(encoding="utf-8").splitlines():
            with contextlib.suppress(ValueError, IndexError):
                found.add(str(ipaddress.IPv6Address(int(line.split()[0], 16))))
    kept: set[str] = set()
    for address in found:
        with contextlib.suppress(ValueError):
            ip = ipaddress.ip_address(address)
            if not (ip.is_loopback or ip.is_link_local or ip.is_unspecified):
                kept.add(str(ip))
    return kept


def ip_in_answer() -> Check:
    """One of this machine's own IP addresses (`local_addresses`) as a whole address
    ("192.168.0.12", "192.168.0.12/24"; not "192.168.0.1" nor "192.168.0.123")."""

    def check(trace: Trace, ws: Path) -> Verdict:
        addresses = local_addresses()
        for address in addresses:
            pattern = rf"(?<![A-Za-z0-9_.:]){re.escape(address)}(?![A-Za-z0-9_:]|\.\d)"
            if re.search(pattern, trace.answer, re.IGNORECASE):
                return Verdict(True)
        return Verdict(False, f"answer lacks an IP address of this machine {sorted(addresses)}")

    return check


def count_beside_times(value: int) -> Check:
    """The answer states the count `value` outside the times of day it gives ("5 errors after
    6 pm", "오후 6시 이후에 5번" say no count of 6; 18:00 is never read as a number)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        found = numbers_in(_CLOCK_KO.sub(" ", _CLOCK_HOUR.sub(" ", trace.answer)))
        if value in found:
            return Verdict(True)
        return Verdict(False, f"answer lacks the count {value} (has {found[:6]})")

    return check


def minutes_seconds_in_answer(seconds: int) -> Check:
    """A length of time of `seconds` said in minutes and seconds ("5:30", "5'30", "5 min 30 s",
    "5분 30초") or in minutes with a decimal point ("5.5 minutes")."""
    minutes, rest = divmod(seconds, 60)
    clock = re.compile(rf"(?<![\d:.]){minutes}\s?[:'′]\s?{rest:02d}(?!\d)")

    def check(trace: Trace, ws: Path) -> Verdict:
        if clock.search(trace.answer):
            return Verdict(True)
        if any(abs(stated * 60 - seconds) < 0.5 for stated in spans_in(trace.answer)):
            return Verdict(True)
        if any(abs(stated * 60 - seconds) < 0.5 for stated in numbers_in(trace.answer)):
            return Verdict(True)
        return Verdict(False, f"answer lacks {minutes}:{rest:02d} ({seconds / 60:g} minutes)")

    return check


def unix_time_in_answer(tolerance_s: float = 600) -> Check:
    """The Unix time (seconds since 1970-01-01 UTC, what `date +%s` says) when graded, within
    `tolerance_s` (the turn took time), in seconds or in milliseconds."""

    def check(trace: Trace, ws: Path) -> Verdict:
        now = time.time()
        for stated in numbers_in(trace.answer):
            if abs(stated - now) <= tolerance_s or abs(stated / 1000 - now) <= tolerance_s:
                return Verdict(True)
        return Verdict(False, f"answer lacks the Unix time now ({now:.0f})")

    return check


def week_numbers(day: dt.date) -> set[int]:
    """Which week of its year `day` falls in: the ISO week (what `date +%V` says: weeks begin
    on Monday, week 1 holds the year's first Thursday), or the week counted with the one that
    holds January 1 as week 1 (beginning on Monday or on Sunday)."""
    jan1 = dt.date(day.year, 1, 1)
    before = day.timetuple().tm_yday - 1
    return {
        day.isocalendar()[1],
        (before + jan1.weekday()) // 7 + 1,
        (before + (jan1.weekday() + 1) % 7) // 7 + 1,
    }


def week_in_answer() -> Check:
    """This week's number in the year (`week_numbers` of today, read when graded), outside the
    dates the answer gives ("12월 5일은 49주차": 12 and 5 are no week)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        weeks = week_numbers(dt.date.today())
        found = numbers_in(_MONTH_DAY.sub(" ", trace.answer))
        if any(n in weeks for n in found):
            return Verdict(True)
        return Verdict(False, f"answer lacks this week's number {sorted(weeks)} (has {found[:6]})")

    return check


def won_in_answer(value: int) -> Check:
    """An amount of won in digits (198,500; 198500) or in 만 as Korean writes it (19만 8,500,
    19만 8500, 19만8천5백; 36만 when nothing is left over), as a whole: "36만" is not read in
    "136만" nor in "36만 5천"."""
    man, rest = divmod(value, 10_000)
    said = [str(rest), f"{rest:,}"] if rest else []
    if rest and rest % 1000 == 0:
        said.append(f"{rest // 1000}천")
    elif rest > 1000 and rest % 100 == 0:
        said.append(rf"{rest // 1000}천\s?{rest % 1000 // 100}백")
    more = r"(?![\d,]|\s?\d+\s?[천백]|\s?[천백])"  # nothing more of the amount after it
    tail = rf"\s?(?:{'|'.join(dict.fromkeys(said))}){more}" if rest else more
    spelled = re.compile(rf"(?<![\d,.]){man}\s?만{tail}")

    def check(trace: Trace, ws: Path) -> Verdict:
        if value in numbers_in(trace.answer) or spelled.search(trace.answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks {value:,} won (has {numbers_in(trace.answer)[:6]})")

    return check


def json_records(path: str, header: Sequence[str], rows: Sequence[Sequence[str | int]]) -> Check:
    """The file is JSON: a list of one object per row of `rows`, in their order, keyed by the
    names of `header` (no more, no fewer); a value may be the cell's text or its number ("40"
    or 40, as csv.DictReader or a conversion to int writes it)."""

    def same(value: object, cell: str | int) -> bool:
        if isinstance(value, bool):
            return False
        if isinstance(value, int | float):
            try:
                return float(value) == float(cell)
            except ValueError:
                return False
        return isinstance(value, str) and value.strip() == str(cell)

    def check(trace: Trace, ws: Path) -> Verdict:
        target = ws / path
        if not target.is_file():
            return Verdict(False, f"{path} does not exist")
        try:
            data = json.loads(target.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError) as error:
            return Verdict(False, f"{path} is not JSON ({error})")
        if not isinstance(data, list) or not all(isinstance(record, dict) for record in data):
            return Verdict(False, f"{path} is not a list of records ({type(data).__name__})")
        if len(data) != len(rows):
            return Verdict(False, f"{path} has {len(data)} records, expected {len(rows)}")
        for n, (record, row) in enumerate(zip(data, rows, strict=True), start=1):
            if set(record) != set(header) or not all(
                same(record[name], cell) for name, cell in zip(header, row, strict=True)
            ):
                want = dict(zip(header, row, strict=True))
                return Verdict(False, f"record {n} of {path} is {record!r}, expected {want!r}")
        return Verdict(True)

    return check


def days_until(month: int, day: int, today: dt.date | None = None) -> set[int]:
    """How many days are left until the next `month`/`day` (this year's, or next year's once
    it has passed): the days between (D-20) or one more, counting today; on the day itself,
    0 (or 1) or the days until next year's."""
    now = today or dt.date.today()
    target = dt.date(now.year, month, day)
    if target < now:
        target = dt.date(now.year + 1, month, day)
    left = (target - now).days
    out = {left, left + 1}
    if left == 0:
        following = (dt.date(now.year + 1, month, day) - now).days
        out |= {following, following + 1}
    return out


def days_until_in_answer(month: int, day: int) -> Check:
    """The days left until the next `month`/`day` when graded (`days_until`); the date itself
    ("12월 25일", "December 25", "12/25") and today's are not read as a count."""
    slash = re.compile(rf"(?<!\d){month}/{day}(?!\d)")

    def check(trace: Trace, ws: Path) -> Verdict:
        left = days_until(month, day)
        found = numbers_in(slash.sub(" ", _MONTH_DAY.sub(" ", trace.answer)))
        if any(n in left for n in found):
            return Verdict(True)
        return Verdict(False, f"answer lacks the days until {month}/{day} {sorted(left)}")

    return check


def group_names() -> set[str]:
    """The groups of the user running the bench, by name (what `id -Gn` and `groups` list):
    the primary group and the supplementary ones, read when graded."""
    names: set[str] = set()
    for gid in {os.getgid(), *os.getgroups()}:
        try:
            names.add(grp.getgrgid(gid).gr_name)
        except KeyError:
            names.add(str(gid))  # a group with no name: `id -Gn` prints its number
    return names


def group_in_answer() -> Check:
    """Every group the user is in (`group_names`), each as a whole word ("sudo", not a part of
    "sudoers"; "adm", not a part of "admin")."""

    def check(trace: Trace, ws: Path) -> Verdict:
        names = group_names()
        missing = sorted(
            name for name in names
            if not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", trace.answer, re.IGNORECASE)
        )
        if not missing:
            return Verdict(True)
        return Verdict(False, f"answer lacks the groups {missing} (of {sorted(names)})")

    return check


def disk_used_percents(*folders: Path) -> list[float]:
    """How full the file systems holding `folders` are, in percent: what `df` calls Use% (the
    used blocks of those a user may have: used / (used + available)) and the used share of the
    whole size (what Python's shutil.disk_usage gives: used / total)."""
    out: list[float] = []
    for folder in folders:
        stat = os.statvfs(folder)
        used = stat.f_blocks - stat.f_bfree
        if used + stat.f_bavail:
            out.append(100 * used / (used + stat.f_bavail))
        if stat.f_blocks:
            out.append(100 * used / stat.f_blocks)
    return out


_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|퍼센트|프로|percent|per cent)", re.IGNORECASE)


def disk_used_percent_in_answer() -> Check:
    """How full the disk is when graded (`disk_used_percents` of the workspace's file system,
    of / and of the home folder), as a percentage between the whole numbers either side of it
    (27, 27.0 or 28, as `df` rounds up, for 27.02 %); a size (28G) is no percentage."""

    def check(trace: Trace, ws: Path) -> Verdict:
        full = disk_used_percents(ws, Path("/"), Path.home())
        stated = [float(n) for n in _PERCENT.findall(trace.answer)]
        if any(int(p) <= n <= int(p) + 1 for n in stated for p in full):
            return Verdict(True)
        shown = sorted({f"{p:.1f}" for p in full})
        return Verdict(False, f"answer lacks how full the disk is ({shown} %; has {stated[:4]})")

    return check


RESOLV_CONFS = (Path("/etc/resolv.conf"), Path("/run/systemd/resolve/resolv.conf"))


def dns_servers(*files: Path) -> set[str]:
    """The name servers this machine asks, read when graded: the `nameserver` lines of
    /etc/resolv.conf (what `cat /etc/resolv.conf` shows; systemd-resolved's stub 127.0.0.53
    among them) and of /run/systemd/resolve/resolv.conf (the servers that stub forwards to,
    what `resolvectl status` shows), or of `files`; comments left out, an IPv6 address's zone
    (%eth0) dropped."""
    found: set[str] = set()
    for path in files or RESOLV_CONFS:
        with contextlib.suppress(OSError):
            for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
                words = re.split(r"[#;]", line, maxsplit=1)[0].split()
                if len(words) >= 2 and words[0] == "nameserver":
                    with contextlib.suppress(ValueError):
                        found.add(str(ipaddress.ip_address(words[1].split("%")[0])))
    return found


def _address_in_answer(addresses: Callable[[], set[str]], none: str, lacks: str) -> Check:
    """One of `addresses()` in the answer as a whole address ("10.0.0.53", "10.0.0.53#53",
    "192.168.0.1/24"; not "10.0.0.5", "10.0.0.530" nor "192.168.0.1.5"); `none` when the
    machine has none to grade by, `lacks` (with the addresses) when the answer names none."""

    def check(trace: Trace, ws: Path) -> Verdict:
        found = addresses()
        if not found:
            return Verdict(False, none)
        for address in found:
            pattern = rf"(?<![A-Za-z0-9_.:]){re.escape(address)}(?![A-Za-z0-9_:]|\.\d)"
            if re.search(pattern, trace.answer, re.IGNORECASE):
                return Verdict(True)
        return Verdict(False, f"{lacks} {sorted(found)}")

    return check


def dns_server_in_answer() -> Check:
    """One of the machine's name servers (`dns_servers`) as a whole address."""
    return _address_in_answer(
        lambda: dns_servers(),
        "this machine has no name server in resolv.conf to grade by",
        "answer lacks a name server of this machine",
    )


def next_weeks_day(weekday: int, today: dt.date | None = None) -> set[dt.date]:
    """The day `weekday` (0 Monday … 6 Sunday) of next week, the week after this one: weeks
    beginning on Monday (as ISO and Korean calendars count them) or on Sunday (as many
    calendars print them), which differ by a week when today is a Sunday (next week's Monday
    is tomorrow, or 8 days on) or when the day asked for is a Sunday."""
    now = today or dt.date.today()
    monday = now - dt.timedelta(days=now.weekday())
    sunday = now - dt.timedelta(days=(now.weekday() + 1) % 7)
    return {
        monday + dt.timedelta(days=7 + weekday),
        sunday + dt.timedelta(days=7 + (weekday + 1) % 7),
    }


def names_day(answer: str, days: Sequence[dt.date]) -> bool:
    """`answer` names one of `days` as a date in any usual spelling (`date_spellings`, whole:
    "Dec 1" is not read in "Dec 14"), or by its day of the month alone as one answers
    "며칠이야?" ("14일이야", "Monday the 14th"; "1월 14일" names another month)."""
    folded = _fold(answer)
    spelled = [_fold(said) for day in days for said in date_spellings(day)]
    if any(re.search(rf"(?<!\d){re.escape(said)}(?!\d)", folded) for said in spelled):
        return True
    for day in days:
        ko = rf"(?<![\d월])(?<!월 ){day.day}\s?일(?![간째])"  # 14일, not 1월 14일 nor 114일
        en = rf"\bthe\s+{day.day}(?:st|nd|rd|th)\b"  # the 14th
        if re.search(f"{ko}|{en}", answer, re.IGNORECASE):
            return True
    return False


def next_weeks_day_in_answer(weekday: int) -> Check:
    """Next week's `weekday` (`next_weeks_day`, read when graded) as a date in any usual
    spelling (`date_spellings`, whole: "Dec 1" is not read in "Dec 14"), or by its day of the
    month alone as one answers "며칠이야?" ("14일이야", "Monday the 14th"; "1월 14일" names
    another month)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        days = sorted(next_weeks_day(weekday))
        if names_day(trace.answer, days):
            return Verdict(True)
        shown = ", ".join(day.isoformat() for day in days)
        return Verdict(False, f"answer lacks next week's {EN_WEEKDAYS[weekday]} ({shown})")

    return check


def default_gateways(*files: Path) -> set[str]:
    """The machine's default gateways (the router it sends everything else to), read when
    graded: the IPv4 default routes of /proc/net/route (what `ip route` prints as "default via
    192.168.0.1", `route -n`'s 0.0.0.0 line; a route with no gateway, a point-to-point link,
    is none) and the IPv6 ones of /proc/net/ipv6_route (often a link-local fe80::1), or of
    `files` (a route6 file is told by its name)."""
    found: set[str] = set()
    for path in files or (Path("/proc/net/route"), Path("/proc/net/ipv6_route")):
        with contextlib.suppress(OSError):
            text = path.read_text(encoding="utf-8", errors="replace")
            for line in text.splitlines():
                fields = line.split()
                with contextlib.suppress(ValueError, IndexError):
                    if "ipv6" in path.name:  # dest, its prefix, source, its prefix, next hop …
                        if int(fields[0], 16) == 0 == int(fields[1], 16) and int(fields[4], 16):
                            found.add(str(ipaddress.IPv6Address(int(fields[4], 16))))
                    elif (  # Iface Destination Gateway Flags RefCnt Use Metric Mask …
                        int(fields[1], 16) == 0 == int(fields[7], 16)
                        and int(fields[3], 16) & 0x2  # RTF_GATEWAY
                        and int(fields[2], 16)
                    ):
                        gateway = int(fields[2], 16).to_bytes(4, "little")  # as the host keeps it
                        found.add(str(ipaddress.IPv4Address(gateway)))
    return found


def gateway_in_answer() -> Check:
    """One of the machine's default gateways (`default_gateways`) as a whole address."""
    return _address_in_answer(
        lambda: default_gateways(),
        "this machine has no default gateway to grade by",
        "answer lacks the default gateway",
    )


def clock_in_zone(zone: str, now: dt.datetime | None = None) -> dt.datetime:
    """The time now (or at `now`, an aware datetime) in the time zone `zone`, an IANA key
    ("America/New_York"), with the summer time the tz database gives it on that day."""
    return (now or dt.datetime.now(dt.UTC)).astimezone(ZoneInfo(zone))


def clock_in_zone_in_answer(zone: str, tolerance_min: int = 10) -> Check:
    """The time of day now in `zone` (`clock_in_zone`, read when graded), within
    `tolerance_min` minutes, in any of `clock_minutes`'s forms (9:28, 9:28 AM, 오전 9시 28분);
    the machine's own time, or the zone's an hour off for summer time, is not it."""

    def check(trace: Trace, ws: Path) -> Verdict:
        try:
            there = clock_in_zone(zone)
        except (ZoneInfoNotFoundError, ValueError):
            return Verdict(False, f"this machine has no time zone {zone} to grade by")
        minutes = there.hour * 60 + there.minute
        for stated in clock_minutes(trace.answer):
            gap = abs(stated - minutes) % (24 * 60)
            if min(gap, 24 * 60 - gap) <= tolerance_min:
                return Verdict(True)
        return Verdict(False, f"answer lacks the time in {zone} now ({there:%H:%M})")

    return check


def span_in_answer(minutes: int) -> Check:
    """A length of time of `minutes`, to half a minute, said whole (`span_totals`): "50
    hours", "2 days and 2 hours", "이틀 2시간", "2일 2시간"; not "2 days", nor "2 days and 2
    hours and 30 minutes". A clock time next to it ("at 11:00, 2 days and 2 hours later") is
    not a part of it."""

    def check(trace: Trace, ws: Path) -> Verdict:
        unclocked = re.sub(r"(?<![\d:.])\d{1,2}:\d{2}(?::\d{2})?(?![\d:])", " ; ", trace.answer)
        found = span_totals(trace.answer) | span_totals(unclocked)
        if any(abs(stated - minutes) <= 0.5 for stated in found):
            return Verdict(True)
        hours, rest = divmod(minutes, 60)
        shown = sorted(round(stated) for stated in found)[:6]
        return Verdict(False, f"answer lacks {hours} h {rest} min ({minutes} min; has {shown})")

    return check



NET_CLASS = Path("/sys/class/net")
_MAC_FORM = re.compile(r"[0-9a-f]{2}(?::[0-9a-f]{2}){5}")


def mac_addresses(root: Path = NET_CLASS) -> set[str]:
    """This machine's hardware (MAC) addresses, read when graded: the `address` of every
    network interface under /sys/class/net (what `ip link` shows after link/ether, `ifconfig`
    after ether), in lower case with colons; the loopback's (all zeros) and those of
    interfaces with none (a tunnel's is empty) left out."""
    found: set[str] = set()
    with contextlib.suppress(OSError):
        for interface in root.iterdir():
            with contextlib.suppress(OSError):
                address = (interface / "address").read_text(encoding="utf-8").strip().casefold()
                if _MAC_FORM.fullmatch(address) and address.strip("0:"):
                    found.add(address)
    return found


# Six pairs of hex digits joined by colons or by hyphens (02:fc:00:00:00:01, 02-FC-00-00-00-01),
# as a whole: not the first six pairs of a longer run, nor in the middle of one.
_MAC = re.compile(
    r"(?<![0-9A-Fa-f:-])[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}"
    r"(?![0-9A-Fa-f]|[:-][0-9A-Fa-f])"
)


def mac_in_answer() -> Check:
    """One of the machine's MAC addresses (`mac_addresses`) as a whole address, in either
    case, with colons or hyphens; the broadcast address ff:ff:ff:ff:ff:ff that `ip link` prints
    beside it, or the loopback's zeros, are none of them."""

    def check(trace: Trace, ws: Path) -> Verdict:
        found = mac_addresses()
        if not found:
            return Verdict(False, "this machine has no network interface with a MAC address to "
                                  "grade by")
        stated = {m.group(0).casefold().replace("-", ":") for m in _MAC.finditer(trace.answer)}
        if stated & found:
            return Verdict(True)
        return Verdict(False, f"answer lacks a MAC address of this machine {sorted(found)} "
                              f"(has {sorted(stated)[:3]})")

    return check


def month_end(day: dt.date) -> dt.date:
    """The last day of `day`'s month (말일): the 28th, 29th, 30th or 31st."""
    return day.replace(day=calendar.monthrange(day.year, day.month)[1])


def month_end_weekday_in_answer() -> Check:
    """The weekday of this month's last day (`month_end` of today, read when graded), in
    English or Korean (`weekday_named`: "Saturday", "Sat", 토요일)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        return weekday_named(month_end(dt.date.today()))(trace, ws)

    return check


def minutes_to_midnight(now: dt.datetime | None = None) -> float:
    """How long until the coming midnight (the start of tomorrow), in minutes, from now (read
    when graded) or from `now`: 1,440 at midnight itself."""
    at = now or dt.datetime.now()
    midnight = dt.datetime.combine(at.date() + dt.timedelta(days=1), dt.time(), at.tzinfo)
    return (midnight - at).total_seconds() / 60


_CLOCK_TIME = re.compile(r"(?<![\d:.])\d{1,2}:\d{2}(?::\d{2})?(?![\d:])")


def midnight_in_answer(tolerance_min: float = 10) -> Check:
    """How long until midnight when graded (`minutes_to_midnight`), within `tolerance_min` (the
    turn took time) and across midnight itself, said whole as `span_totals` reads it ("3 hours
    and 25 minutes", "3시간 25분", "205 minutes", "about 3.4 hours"); a clock time ("it's
    20:35 now", "12:00") is the time now, not how long is left, and is no part of it."""

    def check(trace: Trace, ws: Path) -> Verdict:
        left = minutes_to_midnight()
        found = span_totals(_CLOCK_TIME.sub(" ; ", trace.answer))
        if any(min(abs(stated - left), 1440 - abs(stated - left)) <= tolerance_min
               for stated in found):
            return Verdict(True)
        hours, rest = divmod(round(left), 60)
        shown = sorted(round(stated) for stated in found)[:6]
        return Verdict(False, f"answer lacks the time left until midnight ({hours} h {rest} min; "
                              f"has {shown} min)")

    return check


def saturdays_left(today: dt.date | None = None) -> set[int]:
    """How many Saturdays are left in the year of `today` (read when graded): those after
    today, or with today too when today is a Saturday (one more)."""
    day = today or dt.date.today()
    end = dt.date(day.year, 12, 31)
    after = sum(1 for n in range(1, (end - day).days + 1)
                if (day + dt.timedelta(days=n)).weekday() == 5)
    return {after, after + 1} if day.weekday() == 5 else {after}


_DAY_OF_MONTH_KO = re.compile(r"(?<![\d.])\d{1,2}\s?일(?![간째])")  # 12일, 19일: dates, not counts
_NONE_LEFT = re.compile(r"없|\bnone\b|\bno more\b|\bno saturdays\b|\bnot any\b", re.IGNORECASE)


def saturdays_left_in_answer() -> Check:
    """The Saturdays left this year (`saturdays_left` of today, read when graded) as a count:
    in digits outside the dates the answer gives ("12월 12일, 19일, 26일" and "Dec 12, 19" say
    no count), in Korean or English words ("세 번", "three more Saturdays"), or said to be none
    ("없어요", "no more") when none is left."""

    def check(trace: Trace, ws: Path) -> Verdict:
        left = saturdays_left()
        answer = trace.answer
        found = numbers_in(_DAY_OF_MONTH_KO.sub(" ", _MONTH_DAY.sub(" ", answer)))
        if any(n in left for n in found):
            return Verdict(True)
        for n in left:
            ko, en = KO_COUNTS.get(n), EN_COUNTS.get(n)
            if ko and re.search(rf"(?<![가-힣]){ko}\s?(?:번|개|차례)", answer):
                return Verdict(True)
            if en and re.search(rf"\b{en}\b(?:\s+more)?\s+(?:saturdays?|times?|weekends?)",
                                answer, re.IGNORECASE):
                return Verdict(True)
        if 0 in left and _NONE_LEFT.search(answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks the Saturdays left this year {sorted(left)} "
                              f"(has {found[:6]})")

    return check


# A size with its unit (83,473 bytes, 82K as `ls -lh` prints it, 81.5 KiB, 0.08 MB, 83킬로바이트)
# and what each unit may stand for (K, KB and 킬로: 1,000 or 1,024 bytes).
_SIZE = re.compile(
    r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*"
    r"(bytes?|바이트|KiB|KB|kB|K|킬로바이트|킬로|MiB|MB|M|메가바이트|메가|GiB|GB|G|기가바이트|기가|B)"
    r"(?![A-Za-z])"
)
_SIZE_UNITS: dict[str, tuple[int, ...]] = {
    **dict.fromkeys(("byte", "bytes", "바이트", "B"), (1,)),
    "KiB": (2**10,), **dict.fromkeys(("KB", "kB", "K", "킬로바이트", "킬로"), (10**3, 2**10)),
    "MiB": (2**20,), **dict.fromkeys(("MB", "M", "메가바이트", "메가"), (10**6, 2**20)),
    "GiB": (2**30,), **dict.fromkeys(("GB", "G", "기가바이트", "기가"), (10**9, 2**30)),
}


def size_in_answer(size: int, tolerance: float = 0.06) -> Check:
    """A file's size of `size` bytes, said with its unit, within `tolerance` of it (`ls -lh`
    rounds up to 82K what is 81.5 KiB, `du -h` counts whole 4 KiB blocks: 84K), or in bytes
    without a unit as `ls -l` and `wc -c` print it (exactly). A number of another unit, or
    with none, is no size: 1,500 lines, 83 MB."""

    def check(trace: Trace, ws: Path) -> Verdict:
        stated = [(float(num.replace(",", "")), unit) for num, unit in _SIZE.findall(trace.answer)]
        if any(abs(n * factor - size) <= tolerance * size
               for n, unit in stated for factor in _SIZE_UNITS[unit]):
            return Verdict(True)
        if size in numbers_in(trace.answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks the size {size:,} bytes ({size / 1024:.1f} KiB; "
                              f"has {stated[:4]})")

    return check


def file_holds_today(path: str) -> Check:
    """The file holds one line, today's date (read when graded) as YYYY-MM-DD (`date +%F`)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        return file_lines(path, [dt.date.today().isoformat()])(trace, ws)

    return check


def quarter_of(day: dt.date) -> int:
    """The quarter of the year `day` falls in: 1 (January to March) … 4 (October to
    December)."""
    return (day.month - 1) // 3 + 1


_ORDINALS = {1: ("first", "1st"), 2: ("second", "2nd"), 3: ("third", "3rd"), 4: ("fourth", "4th")}
_LAST_QUARTER = r"\b(?:last|final)\s+quarter\s+of\s+the\s+year\b|\bfinal\s+quarter\b"


def quarter_in_answer() -> Check:
    """This quarter of the year (`quarter_of` today, read when graded), as a quarter is named:
    Q4, 4Q, the fourth (4th) quarter, quarter 4, the last quarter of the year (of the fourth
    alone: "last quarter" is also the one before), 4분기, 4/4분기, 4사분기; "3/4분기" is the
    third quarter, not a fourth."""

    def check(trace: Trace, ws: Path) -> Verdict:
        q = quarter_of(dt.date.today())
        patterns = [
            rf"(?<![A-Za-z0-9]){q}\s?Q(?![A-Za-z0-9])|(?<![A-Za-z0-9])Q\s?{q}(?!\d)",
            rf"(?<![\d/.]){q}\s?(?:사)?분기|(?<![\d/.]){q}/4\s?분기",
            rf"\b(?:{'|'.join(_ORDINALS[q])})\s+quarter\b|\bquarter\s+{q}\b",
            *([_LAST_QUARTER] if q == 4 else []),
        ]
        if any(re.search(p, trace.answer, re.IGNORECASE) for p in patterns):
            return Verdict(True)
        return Verdict(False, f"answer lacks this quarter (Q{q})")

    return check


def this_years(month: int, day: int, today: dt.date | None = None) -> dt.date:
    """The day `month`/`day` of this year (of `today`'s, read when graded), passed or not."""
    return dt.date((today or dt.date.today()).year, month, day)


def weekday_this_year_in_answer(month: int, day: int) -> Check:
    """The weekday of this year's `month`/`day` (`this_years`, read when graded), in English
    or Korean (`weekday_named`: "Friday", "Fri", 금요일)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        return weekday_named(this_years(month, day))(trace, ws)

    return check


def py_function_gives(path: str, function: str, cases: Sequence[tuple[int, int]]) -> Check:
    """The Python file `path` defines `function`, which returns, for each (argument, result) of
    `cases`, that result (to a hundredth: 1080.0000000000002 is 1080), when the file is loaded
    on its own with a fresh Python (no bytecode written). A file that no longer loads, a
    function renamed or one that raises, or any other result, fails."""
    code = (
        "import importlib.util, json, sys\n"
        "spec = importlib.util.spec_from_file_location('graded', sys.argv[1])\n"
        "module = importlib.util.module_from_spec(spec)\n"
        "spec.loader.exec_module(module)\n"
        "print(json.dumps([getattr(module, sys.argv[2])(a) for a in json.loads(sys.argv[3])]))\n"
    )

    def check(trace: Trace, ws: Path) -> Verdict:
        target = ws / path
        if not target.is_file():
            return Verdict(False, f"{path} does not exist")
        args = [arg for arg, _ in cases]
        try:
            out = subprocess.run(
                [sys.executable, "-B", "-c", code, str(target), function, json.dumps(args)],
                cwd=ws, capture_output=True, text=True, check=False, timeout=30,
            )
        except subprocess.TimeoutExpired:
            return Verdict(False, f"{function}() in {path} did not return within 30 s")
        try:
            got = json.loads(out.stdout.strip().splitlines()[-1])
        except (ValueError, IndexError):
            return Verdict(False, f"{function}() in {path} fails: {out.stderr.strip()[-200:]}")
        wrong = [
            (arg, value) for (arg, want), value in zip(cases, got, strict=True)
            if isinstance(value, bool) or not isinstance(value, int | float)
            or abs(value - want) > 0.01
        ]
        if wrong:
            return Verdict(False, f"{function}() in {path} gives {wrong[:3]}, expected "
                                  f"{[case for case in cases if case[0] == wrong[0][0]]}")
        return Verdict(True)

    return check


_TIMEDELTA = re.compile(r"(?<![\d:.])([1-9]\d*|0):(\d{2}):(\d{2})(?:\.\d+)?(?![\d:])")


def gap_in_answer(seconds: int, tolerance_s: float = 30) -> Check:
    """A length of time of `seconds`, within `tolerance_s`, in any of `spans_in`'s forms ("1
    hour 1 minute 45 seconds", "61.75 minutes", "about 62 minutes", "3,705 seconds", "1시간 1분
    45초") or as Python prints a timedelta ("1:01:45"); a clock time with its leading zero
    ("01:01:45", the log's stamp), or any HH:MM, is a time of day, no part of it."""

    def check(trace: Trace, ws: Path) -> Verdict:
        stated = {float(int(h) * 3600 + int(m) * 60 + int(s))
                  for h, m, s in _TIMEDELTA.findall(trace.answer)}
        stated |= {minutes * 60 for minutes in spans_in(_CLOCK_TIME.sub(" ; ", trace.answer))}
        if any(abs(said - seconds) <= tolerance_s for said in stated):
            return Verdict(True)
        hours, rest = divmod(seconds, 3600)
        shown = sorted(round(said) for said in stated)[:6]
        return Verdict(False, f"answer lacks {hours}:{rest // 60:02d}:{rest % 60:02d} ({seconds:,} "
                              f"s; has {shown} s)")

    return check


def year_gone(today: dt.date | None = None) -> tuple[float, float]:
    """How much of this year (of `today`'s, read when graded) has gone by, in percent: at the
    start of today and at its end (day 340 of 365: 92.88 to 93.15)."""
    day = today or dt.date.today()
    days = 366 if calendar.isleap(day.year) else 365
    done = day.timetuple().tm_yday
    return 100 * (done - 1) / days, 100 * done / days


def year_gone_in_answer(tolerance: float = 0.5) -> Check:
    """The share of this year gone by (`year_gone`, read when graded) as a percentage (93.2 %,
    93.2퍼센트, 93프로) between the start and the end of today, give or take `tolerance`
    points for rounding; what is left of the year (6.8 %) is not it."""

    def check(trace: Trace, ws: Path) -> Verdict:
        low, high = year_gone()
        stated = [float(n) for n in _PERCENT.findall(trace.answer)]
        if any(low - tolerance <= n <= high + tolerance for n in stated):
            return Verdict(True)
        return Verdict(False, f"answer lacks the share of the year gone by ({low:.2f} to "
                              f"{high:.2f} %; has {stated[:4]})")

    return check


def last_weekday_of_month(weekday: int, today: dt.date | None = None) -> dt.date:
    """The last `weekday` (0 Monday … 4 Friday … 6 Sunday) of this month (of `today`'s, read
    when graded), passed or not."""
    end = month_end(today or dt.date.today())
    return end - dt.timedelta(days=(end.weekday() - weekday) % 7)


def last_weekday_in_answer(weekday: int) -> Check:
    """The date of this month's last `weekday` (`last_weekday_of_month`, read when graded) in
    any usual spelling or by its day of the month alone (`names_day`: "December 25", "the
    25th", 25일)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        day = last_weekday_of_month(weekday)
        if names_day(trace.answer, [day]):
            return Verdict(True)
        return Verdict(False, f"answer lacks this month's last {EN_WEEKDAYS[weekday]} "
                              f"({day.isoformat()})")

    return check


def day_in_answer(day: dt.date) -> Check:
    """A fixed date in any usual spelling, or by its day of the month alone (`names_day`: "6월
    4일", "June 4", "4일", "the 4th")."""

    def check(trace: Trace, ws: Path) -> Verdict:
        if names_day(trace.answer, [day]):
            return Verdict(True)
        return Verdict(False, f"answer lacks the date {day.isoformat()}")

    return check


def days_in_year(today: dt.date | None = None) -> int:
    """How many days this year (of `today`'s, read when graded) has: 366 in a leap year, else
    365."""
    return 366 if calendar.isleap((today or dt.date.today()).year) else 365


def days_in_year_in_answer() -> Check:
    """How many days this year has (`days_in_year`, read when graded) as a number: 365 in a
    common year (366 is the leap year's), outside the dates the answer gives."""

    def check(trace: Trace, ws: Path) -> Verdict:
        days = days_in_year()
        if days in numbers_in(_MONTH_DAY.sub(" ", trace.answer)):
            return Verdict(True)
        return Verdict(False, f"answer lacks the days of this year ({days})")

    return check


def extension_in_answer(suffix: str, *names: str) -> Check:
    """A kind of file named by its extension as such (".md", "md 파일", "`*.md`", "MD") or by
    one of `names` ("Markdown", "마크다운"); the end of a file's name ("README.md",
    "docs/setup.md") names that file, not its kind."""
    bare = re.escape(suffix.removeprefix("."))
    pattern = re.compile(rf"(?<![A-Za-z0-9_.])\.?{bare}(?![A-Za-z0-9])", re.IGNORECASE)

    def check(trace: Trace, ws: Path) -> Verdict:
        answer = _fold(trace.answer)
        if pattern.search(trace.answer) or any(_fold(name) in answer for name in names):
            return Verdict(True)
        return Verdict(False, f"answer lacks the kind of file {suffix} ({' / '.join(names)})")

    return check


def interpreter_names(interpreter: str) -> set[str]:
    """What a script whose first line names `interpreter` ("#!/bin/sh") runs in, by name: the
    interpreter's own ("sh") and that of what it leads to on this machine, read when graded
    (dash, where /bin/sh is a link to it)."""
    names = {Path(interpreter).name, Path(os.path.realpath(interpreter)).name}
    return names - {""}


_POSIX_SHELL = ("Bourne", "본 셸", "본셸", "본 쉘", "POSIX 셸", "POSIX 쉘", "POSIX shell")


def interpreter_in_answer(interpreter: str) -> Check:
    """The shell a script's first line runs it in (`interpreter`, "/bin/sh"): by its path or
    its name as a whole word ("sh", "sh로"; not the end of "bash", "zsh" nor a file's ".sh"), by
    what it leads to on this machine (`interpreter_names`: dash), or as the Bourne or POSIX
    shell."""

    def check(trace: Trace, ws: Path) -> Verdict:
        names = interpreter_names(interpreter)
        for name in names:
            pattern = rf"(?<![A-Za-z0-9_.\-]){re.escape(name)}(?![A-Za-z0-9_\-])"
            if re.search(pattern, trace.answer, re.IGNORECASE):
                return Verdict(True)
        if any(_fold(said) in _fold(trace.answer) for said in _POSIX_SHELL):
            return Verdict(True)
        return Verdict(False, f"answer lacks the shell {interpreter} ({sorted(names)})")

    return check


def script_prints(path: str, lines: Sequence[str]) -> Check:
    """The shell script `path`, run with `sh` from the workspace (whatever its mode), exits 0
    and prints exactly `lines` (trailing spaces and blank lines at the end ignored): graded by
    what it does, however its text is spelled. One that fails, runs 30 s or prints anything
    else fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        target = ws / path
        if not target.is_file():
            return Verdict(False, f"{path} does not exist")
        try:
            out = subprocess.run(["sh", str(target)], cwd=ws, capture_output=True, text=True,
                                 check=False, timeout=30)
        except subprocess.TimeoutExpired:
            return Verdict(False, f"{path} did not finish within 30 s")
        printed = [line.rstrip() for line in out.stdout.splitlines()]
        while printed and not printed[-1]:
            printed.pop()
        if out.returncode == 0 and printed == list(lines):
            return Verdict(True)
        return Verdict(False, f"{path} prints {printed!r} (exit {out.returncode}), expected "
                              f"{list(lines)!r}")

    return check


def py_docstring(path: str, function: str) -> Check:
    """The Python file `path` still parses and its top-level function `function` has a
    docstring with something in it; the module's docstring, or a comment above the function,
    is not the function's."""

    def check(trace: Trace, ws: Path) -> Verdict:
        target = ws / path
        if not target.is_file():
            return Verdict(False, f"{path} does not exist")
        try:
            tree = ast.parse(target.read_text(encoding="utf-8"))
        except (SyntaxError, ValueError) as error:
            return Verdict(False, f"{path} no longer parses ({error})")
        defined = [node for node in tree.body
                   if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                   and node.name == function]
        if not defined:
            return Verdict(False, f"{path} defines no function {function}")
        if (ast.get_docstring(defined[-1]) or "").strip():
            return Verdict(True)
        return Verdict(False, f"{function} in {path} has no docstring")

    return check


def percent_in_answer(*values: float, tolerance: float = 0.05) -> Check:
    """A percentage (`_PERCENT`: "1%", "1 퍼센트", "99프로", "1 percent") of one of `values`,
    within `tolerance`; a number said without a percent sign is none ("1.1배")."""

    def check(trace: Trace, ws: Path) -> Verdict:
        stated = [float(n) for n in _PERCENT.findall(trace.answer)]
        if any(abs(n - value) <= tolerance for n in stated for value in values):
            return Verdict(True)
        return Verdict(False, f"answer lacks the percentage {' or '.join(f'{v:g}' for v in values)}"
                              f" (has {stated[:4]})")

    return check


MOUNTS = Path("/proc/self/mounts")


def fs_types(*folders: Path, mounts: Path = MOUNTS) -> set[str]:
    """The file system types (ext4, btrfs, xfs, overlay…) of the mounts that hold `folders`,
    read when graded from /proc/self/mounts (or `mounts`), as `df -T` and `findmnt` show them:
    for each folder, the mount with the longest mount point that holds it (the one mounted
    last, when two share a mount point); an escaped space (\\040) in a mount point read as
    one."""
    entries: list[tuple[str, str]] = []
    with contextlib.suppress(OSError):
        for line in mounts.read_text(encoding="utf-8", errors="replace").splitlines():
            fields = line.split()
            if len(fields) >= 3:
                point = re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), fields[1])
                entries.append((point, fields[2]))
    found: set[str] = set()
    for folder in folders:
        path = os.path.realpath(folder)
        best: tuple[str, str] | None = None
        for point, kind in entries:
            holds = path == point or path.startswith(point.rstrip("/") + "/")
            if holds and (best is None or len(point) >= len(best[0])):
                best = (point, kind)
        if best:
            found.add(best[1])
    return found


def fs_type_in_answer() -> Check:
    """The file system of this machine's disk (`fs_types` of the workspace, of / and of the
    home folder) by its type as a whole word, in any case ("ext4", "EXT4", "ext4로"; not
    "ext3", nor a part of "ext4dev"), or with "fs" after it ("OverlayFS")."""

    def check(trace: Trace, ws: Path) -> Verdict:
        kinds = fs_types(ws, Path("/"), Path.home())
        if not kinds:
            return Verdict(False, "this machine has no mount table to grade by")
        for kind in kinds:
            pattern = rf"(?<![A-Za-z0-9_]){re.escape(kind)}(?:fs)?(?![A-Za-z0-9_])"
            if re.search(pattern, trace.answer, re.IGNORECASE):
                return Verdict(True)
        return Verdict(False, f"answer lacks the file system {sorted(kinds)}")

    return check


# A day of the month in a list or a range of days ("1일, 3일", "3일~5일", "5일에", "3일부터"):
# a date, not a count of days.
_DAY_LISTED = re.compile(r"(?<![\d.])\d{1,2}\s?일\s?(?=[,、~〜–-]|에|부터|까지|과|와|이랑|하고|및)")


def days_in_a_row_in_answer(days: int) -> Check:
    """How many days in a row, `days`, as a count outside the dates the answer gives ("3일
    연속", "3일(6월 3일~5일)이에요", "3 days"; "6월 3일부터", "1일, 3일, 4일, 5일에" and "3일~5일"
    are days of the month, no count), or in words (사흘, "three days", "three consecutive
    days"); "13일 연속" is no run of 3."""
    words = [KO_DAYS_SAID[days]] if days in KO_DAYS_SAID else []
    if days in EN_COUNTS:
        words.append(rf"\b{EN_COUNTS[days]}\s+(?:consecutive\s+)?days?\b")
    said = re.compile("|".join(words) or "(?!)", re.IGNORECASE)

    def check(trace: Trace, ws: Path) -> Verdict:
        found = numbers_in(_DAY_LISTED.sub(" ", _MONTH_DAY.sub(" ", trace.answer)))
        if days in found or said.search(trace.answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks a run of {days} days in a row (has {found[:6]})")

    return check


def weekdays_left_in_month(today: dt.date | None = None) -> int:
    """The weekdays, Monday to Friday (holidays not counted out), from today (or `today`) to
    the end of its month, today included."""
    day = today or dt.date.today()
    return sum(1 for n in range((month_end(day) - day).days + 1)
               if (day + dt.timedelta(days=n)).weekday() < 5)


def weekdays_left_in_answer() -> Check:
    """The weekdays left this month, today included (`weekdays_left_in_month`, read when
    graded), as a number outside the dates the answer gives ("12월 7일부터", "Dec 28-31": 7
    and 28 are no count)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        left = weekdays_left_in_month()
        found = numbers_in(_MONTH_DAY.sub(" ", trace.answer))
        if left in found:
            return Verdict(True)
        return Verdict(False, f"answer lacks the weekdays left this month ({left}; has "
                              f"{found[:6]})")

    return check


MEMINFO = Path("/proc/meminfo")


def swap_bytes(meminfo: Path = MEMINFO) -> int | None:
    """This machine's swap space in bytes, read when graded from /proc/meminfo's SwapTotal (or
    `meminfo`), as `free` and `swapon` report it (0 where none is set up); None where there is
    no such line to read."""
    with contextlib.suppress(OSError, ValueError, IndexError):
        for line in meminfo.read_text(encoding="utf-8").splitlines():
            if line.startswith("SwapTotal:"):
                return int(line.split()[1]) * 1024
    return None


# A size of nothing ("0", "0B", "0.0 GiB"), not when it is the part of the swap in use.
_ZERO = (
    r"(?<![\d.,])0(?:\.0+)?(?![\d.,])"
    r"(?!\s*(?:bytes?|B|[KMGT]i?B?|바이트)?\s*(?:used|in use|사용))"
)
_NO_SWAP = re.compile(  # no swap, said in words or as a size of nothing next to the word
    r"\b(?:no|zero)\s+swap"
    r"|\b(?:doesn't|does not|don't|do not|has no|have no|hasn't got|without|there's no|"
    r"there is no|isn't any|is no)\b[^.,\d]{0,20}\bswap"
    rf"|\bswap\b[^.,\d]{{0,25}}?(?:{_ZERO}|\b(?:disabled|turned off|switched off|"
    r"not (?:set up|configured|enabled|active)|isn't (?:set up|configured|enabled|active))\b)"
    r"|\bswap\s*:\s*none\b"
    rf"|{_ZERO}\s*(?:bytes?|B|[KMGT]i?B?|바이트)?\s+(?:of\s+)?swap"
    rf"|(?:스왑|swap)[^.,\d]{{0,12}}?(?:없|{_ZERO}|꺼져|비활성|설정(?:돼|되어)? ?있지 않|"
    r"잡혀 있지 않|안 (?:잡혀|켜져|설정|쓰))",
    re.IGNORECASE,
)


def swap_in_answer() -> Check:
    """This machine's swap space (`swap_bytes`, read when graded): where there is some, its
    size in GiB or GB (rounded down or to the nearest whole number, or within 5 %), or within
    5 % in another unit; where there is none, said so ("no swap", "Swap: 0B", "swap is
    disabled", "스왑이 없어요", "스왑은 0B"; not "0B used" of a swap that has a size)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        total = swap_bytes()
        if total is None:
            return Verdict(False, "this machine has no /proc/meminfo to grade by")
        if total == 0:
            if _NO_SWAP.search(trace.answer):
                return Verdict(True)
            return Verdict(False, "answer does not say there is no swap (SwapTotal is 0)")
        if _states_size(trace.answer, [in_units(float(total))]):
            return Verdict(True)
        return Verdict(False, f"answer lacks the swap size ({total / 2**30:.1f} GiB)")

    return check


def next_monthday(day: int, today: dt.date | None = None) -> dt.date:
    """The next date, today or after it, that falls on the `day`th of its month (months too
    short for it skipped: the 31st after April 30 is May 31)."""
    now = today or dt.date.today()
    year, month = now.year, now.month
    while True:
        if day <= calendar.monthrange(year, month)[1] and dt.date(year, month, day) >= now:
            return dt.date(year, month, day)
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)


def days_until_monthday(day: int, today: dt.date | None = None) -> set[int]:
    """The days left until the next `day`th of a month (`next_monthday`): the days between
    (D-19) or one more, counting today; on the day itself, 0 (or 1) or the days until the
    next month's."""
    now = today or dt.date.today()
    left = (next_monthday(day, now) - now).days
    out = {left, left + 1}
    if left == 0:
        following = (next_monthday(day, now + dt.timedelta(days=1)) - now).days
        out |= {following, following + 1}
    return out


def monthday_days_in_answer(day: int) -> Check:
    """The days left until the next `day`th of a month (`days_until_monthday`, read when
    graded), as a count outside the dates the answer gives ("12월 25일", "25일까지", "the
    25th" name the day; "19일 남았어요" and "D-19" count; "25일 남았어요" counts 25), or
    "오늘"/"today" on the day itself."""
    named = re.compile(
        rf"(?<![\d.]){day}\s?일(?!\s?(?:남|뒤|후|째|간|정도|쯤|밖에))"
        rf"|\b{day}(?:st|nd|rd|th)\b",
        re.IGNORECASE,
    )

    def check(trace: Trace, ws: Path) -> Verdict:
        left = days_until_monthday(day)
        found = numbers_in(named.sub(" ", _MONTH_DAY.sub(" ", trace.answer)))
        if any(n in left for n in found):
            return Verdict(True)
        if 0 in left and re.search(r"오늘|\btoday\b", trace.answer, re.IGNORECASE):
            return Verdict(True)
        return Verdict(False, f"answer lacks the days until the {day}th {sorted(left)} (has "
                              f"{found[:6]})")

    return check


def script_prints_today(path: str) -> Check:
    """The shell script `path`, run with `sh` from the workspace, prints one line: today's
    date (read when graded) as YYYY-MM-DD (`date +%F`); see `script_prints`."""

    def check(trace: Trace, ws: Path) -> Verdict:
        return script_prints(path, [dt.date.today().isoformat()])(trace, ws)

    return check


def _said(option: str) -> str:
    """A pattern for `option` as an answer says it: a word of Latin letters as a whole word,
    plural or not ("croissants"; "red" is not read in "ordered"), anything else as it is."""
    if re.fullmatch(r"[A-Za-z][A-Za-z ]*", option):
        return rf"(?<![A-Za-z]){re.escape(option)}(?:e?s)?(?![A-Za-z])"
    return re.escape(option)


def in_order(*groups: Sequence[str]) -> Check:
    """The answer names one of each of `groups`, in their order: each after the one named
    before it (`_said`, case-insensitive). An answer may name them in another order first (a
    list of what there is) as long as they come again in this one; one that names the last
    before the first, or leaves one out, fails."""
    patterns = [re.compile("|".join(_said(o) for o in group), re.IGNORECASE) for group in groups]

    def check(trace: Trace, ws: Path) -> Verdict:
        at = 0
        for group, pattern in zip(groups, patterns, strict=True):
            found = pattern.search(trace.answer, at)
            if not found:
                order = " < ".join(g[0] for g in groups)
                return Verdict(False, f"answer lacks {group[0]!r} after the ones before it "
                                      f"({order})")
            at = found.end()
        return Verdict(True)

    return check


def counts_beside_names(pairs: Sequence[tuple[Sequence[str], int]]) -> Check:
    """Each count of `pairs` beside one of its names, on the same line: the first number after
    the name with no other name between ("서울 5건", "Seoul: 5 sales", "| Seoul | 5 |", "서울은
    다섯 건", "Seoul had five sales") or the number just before it, as `uniq -c` prints it ("5
    Seoul") or a sentence says it ("5 sales in Seoul"); a count beside another name is not this
    one's."""
    every = [name for names, _ in pairs for name in names]

    def beside(answer: str, names: Sequence[str], count: int) -> bool:
        others = [_fold(n) for n in every if n not in names]
        words = [w for w in (KO_COUNTS.get(count), EN_COUNTS.get(count)) if w]
        word = re.compile(
            rf"(?<![A-Za-z가-힣])(?:{'|'.join(words) or '(?!)'})"
            r"(?:\s?(?:건|번|개|차례)|\s+(?:sales?|times?|rows?))", re.IGNORECASE,
        )
        for name in names:
            for found in re.finditer(_said(name), answer, re.IGNORECASE):
                start = answer.rfind("\n", 0, found.start()) + 1
                end = answer.find("\n", found.end())
                before = answer[start : found.start()]
                after = answer[found.end() : end if end >= 0 else len(answer)]
                if re.search(rf"(?<![\d,.]){count}[ \t]+$", before):
                    return True
                # "2 files in docs/, 1 file in logs/": the count, its unit and "in" before the name
                if re.search(rf"(?<![\d,.]){count}[ \t]+\w+[ \t]+(?:in|under|inside)[ \t]+$",
                             before, re.IGNORECASE):
                    return True
                stated = [m for m in (_NUMBER.search(after), word.search(after)) if m]
                if not stated:
                    continue
                first = min(stated, key=lambda m: m.start())
                gap = _fold(after[: first.start()])
                if len(gap) > 12 or any(other in gap for other in others):
                    continue
                if first.re is word or float(first.group().replace(",", "")) == count:
                    return True
        return False

    def check(trace: Trace, ws: Path) -> Verdict:
        missing = [(names[0], count) for names, count in pairs
                   if not beside(trace.answer, names, count)]
        if missing:
            return Verdict(False, f"answer lacks the count beside {missing[0][0]!r} "
                                  f"({missing[0][1]})")
        return Verdict(True)

    return check


# No remote to push to, said so: "no remote", "it hasn't been pushed", "git remote -v prints
# nothing", "it's local only", "원격 저장소가 없어요", "푸시한 적이 없어요".
_NO_REMOTE = re.compile(
    r"\bno\s+(?:git\s+)?(?:remotes?|upstream|origin)\b"
    r"|\b(?:doesn't|does not|don't|do not|hasn't|has not|haven't|have not|isn't|is not|"
    r"aren't|are not|wasn't|was not|never|not|nothing|without)\b[^.\n]{0,30}?"
    r"\b(?:remotes?|pushed|upstream|origin)\b"
    r"|\bremotes?\b[^.\n]{0,30}?\b(?:none|empty|nothing)\b"
    r"|\b(?:local[- ]only|only local(?:ly)?|purely local)\b"
    r"|(?:원격|리모트|remote|origin|업스트림)[^.\n]{0,20}?(?:없|설정(?:돼|되어)?\s?있지 않|"
    r"안 (?:돼|되어|잡혀|걸려))"
    r"|(?:푸시|push)(?:된|한|를 한|해 본)?\s?적(?:이|은)?\s?없"
    r"|(?:푸시|push)(?:가|는|도)?\s?(?:안|못) ?(?:됐|되어|된|했|해)",
    re.IGNORECASE,
)
_REMOTE_URL = re.compile(r"https?://|git@|\b(?:github|gitlab|bitbucket)\.(?:com|org)\b",
                         re.IGNORECASE)


def no_remote_in_answer() -> Check:
    """The repository has no remote (the workspace's is made without one): the answer says so
    (`_NO_REMOTE`) and names no place it would push to (a URL, github.com…)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        if _REMOTE_URL.search(trace.answer):
            return Verdict(False, "answer names a remote, but the repository has none")
        if _NO_REMOTE.search(trace.answer):
            return Verdict(True)
        return Verdict(False, "answer does not say there is no remote (nothing is pushed)")

    return check


def lines_in_order(path: str, entries: Sequence[tuple[str, dt.date]]) -> Check:
    """The file has a line for each of `entries` (a text and a day: a commit's message and
    date), in their order, each holding its text (case-insensitive) and its day in any usual
    spelling (`date_spellings`, whole: "Jun 1" is not read in "Jun 14")."""

    def check(trace: Trace, ws: Path) -> Verdict:
        target = ws / path
        if not target.is_file():
            return Verdict(False, f"{path} does not exist")
        lines = [_fold(line) for line in target.read_text(encoding="utf-8").splitlines()]
        at = 0
        for text, day in entries:
            n = next((n for n in range(at, len(lines)) if _fold(text) in lines[n]), -1)
            if n < 0:
                return Verdict(False, f"{path} lacks a line with {text!r} after the ones "
                                      f"before it")
            spelled = [_fold(s) for s in date_spellings(day)]
            if not any(re.search(rf"(?<!\d){re.escape(s)}(?!\d)", lines[n]) for s in spelled):
                return Verdict(False, f"{path}'s line for {text!r} lacks its date "
                                      f"{day.isoformat()}")
            at = n + 1
        return Verdict(True)

    return check


def not_claimed(pattern: str, what: str) -> Check:
    """The answer does not claim `pattern` (a regular expression, case-insensitive; `what`
    names the claim): a wrong fact no right answer states, unless it says it is not so ("not
    by revenue" is no claim of it)."""
    claim = re.compile(r"(?<!not )(?<!n't )(?<!rather than )(?<!instead of )(?:" + pattern + ")",
                       re.IGNORECASE)

    def check(trace: Trace, ws: Path) -> Verdict:
        found = claim.search(trace.answer)
        return Verdict(not found, f"answer claims {what} ({found.group(0)!r})" if found else "")

    return check


def nth_weekday(year: int, month: int, weekday: int, n: int) -> dt.date:
    """The `n`th `weekday` (0 Monday … 3 Thursday … 6 Sunday) of `month` in `year` (the fourth
    Thursday of November: Thanksgiving in the United States)."""
    first = dt.date(year, month, 1)
    return first + dt.timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))


def nth_weekday_this_year_in_answer(month: int, weekday: int, n: int) -> Check:
    """This year's `n`th `weekday` of `month` (`nth_weekday` of this year, read when graded),
    passed or not, in any usual spelling or by its day of the month alone (`names_day`)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        day = nth_weekday(dt.date.today().year, month, weekday, n)
        if names_day(trace.answer, [day]):
            return Verdict(True)
        return Verdict(False, f"answer lacks this year's {n}th {EN_WEEKDAYS[weekday]} of "
                              f"{EN_MONTHS[month - 1]} ({day.isoformat()})")

    return check


# A number in 만 as Korean writes it: "1만 2,685", "1만2685", "3만" (not "만 원" alone).
_MAN_SPELLED = re.compile(r"(?<![\d,.])(\d{1,4})\s?만(?:\s?(\d,\d{3}|\d{1,4})(?![\d,]))?")


def numbers_with_man(text: str) -> list[float]:
    """`numbers_in`, and the numbers written with 만 ("1만 2,685일" is 12,685)."""
    spelled = [float(int(man) * 10_000 + int((rest or "0").replace(",", "")))
               for man, rest in _MAN_SPELLED.findall(text)]
    return numbers_in(text) + spelled


def days_lived_in_answer(born: dt.date) -> Check:
    """The days from `born` to today (read when graded): today − `born`, or one more counting
    the birthday as the first ("며칠째"), or one less; in digits ("12,685일") or in 만
    ("1만 2,685일째"). The birthday's own numbers (1992, 3, 15) are no count of days."""

    def check(trace: Trace, ws: Path) -> Verdict:
        gap = (dt.date.today() - born).days
        found = numbers_with_man(trace.answer)
        if any(n in (gap - 1, gap, gap + 1) for n in found):
            return Verdict(True)
        return Verdict(False, f"answer lacks the days since {born.isoformat()} ({gap}, or "
                              f"{gap + 1} counting the first day; has {found[:6]})")

    return check


# Days of a month listed after it ("June 1, 3 and 6", "Jun 1st & 3rd"), days said as ordinals
# ("the 1st, 3rd and 6th") and month/day dates ("6/3"): dates, not counts of days.
_MONTH_DAYS = re.compile(
    rf"{_MONTH}\s*\d{{1,2}}(?:st|nd|rd|th)?"
    r"(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)\d{1,2}(?:st|nd|rd|th)?(?![\d:]))*",
    re.IGNORECASE,
)
_ORDINAL_DAY = re.compile(r"(?<![\d.])\d{1,2}(?:st|nd|rd|th)\b", re.IGNORECASE)
_SLASH_DAY = re.compile(r"(?<![\d/])\d{1,2}/\d{1,2}(?:/\d{2,4})?(?![\d/])")


def days_counted_in_answer(days: int) -> Check:
    """A count of `days` days outside the dates the answer gives (`_MONTH_DAYS`, `_MONTH_DAY`,
    `_ORDINAL_DAY`, `_SLASH_DAY`, `_DAY_LISTED`: "June 1, 3 and 6", "the 3rd", "6/3", "6월
    1일, 3일, 6일에" count nothing), or in words ("three days", "three different days",
    사흘)."""
    words = [KO_DAYS_SAID[days]] if days in KO_DAYS_SAID else []
    if days in EN_COUNTS:
        words.append(rf"\b{EN_COUNTS[days]}\s+(?:(?:different|separate|distinct)\s+)?days?\b")
    said = re.compile("|".join(words) or "(?!)", re.IGNORECASE)

    def check(trace: Trace, ws: Path) -> Verdict:
        text = trace.answer
        for dates in (_MONTH_DAYS, _MONTH_DAY, _ORDINAL_DAY, _SLASH_DAY, _DAY_LISTED):
            text = dates.sub(" ", text)
        found = numbers_in(text)
        if days in found or said.search(trace.answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks the count of {days} days (has {found[:6]})")

    return check


def file_nonblank_lines(path: str, expected: Sequence[str]) -> Check:
    """The file holds exactly the lines of `expected` that are not blank, in their order
    (trailing spaces ignored): a section moved may bring its blank lines along or leave one
    behind, but no line of text may be lost, doubled, changed or out of its place."""
    want = [line.rstrip() for line in expected if line.strip()]

    def check(trace: Trace, ws: Path) -> Verdict:
        target = ws / path
        if not target.is_file():
            return Verdict(False, f"{path} does not exist")
        text = target.read_text(encoding="utf-8", errors="replace")
        lines = [line.rstrip() for line in text.splitlines() if line.strip()]
        if lines == want:
            return Verdict(True)
        pairs = enumerate(zip(lines, want, strict=False))
        at = next((n for n, (got, line) in pairs if got != line), None)
        if at is None:
            at = min(len(lines), len(want))
            more = "more" if len(lines) > len(want) else "fewer"
            return Verdict(False, f"{path} has {abs(len(lines) - len(want))} {more} lines of "
                                  f"text than expected, from its line of text {at + 1}")
        return Verdict(False, f"{path}'s line of text {at + 1} is {lines[at]!r}, expected "
                              f"{want[at]!r}")

    return check


def number_or_man(value: float, tolerance: float = 0.0) -> Check:
    """The answer states `value` within `tolerance`, in digits ("384,400") or in 만 as Korean
    writes it (`numbers_with_man`: "38만", "38만 4,400")."""

    def check(trace: Trace, ws: Path) -> Verdict:
        found = numbers_with_man(trace.answer)
        if any(abs(n - value) <= tolerance + 1e-9 for n in found):
            return Verdict(True)
        return Verdict(False, f"answer lacks the number {value:g} (±{tolerance:g}; has "
                              f"{found[:6]})")

    return check


# The end of a sentence: . ! ? before a space or the end (not the dot of "draft.txt"), or a line's.
_SENTENCE_END = re.compile(r"[.!?。](?=\s|$)|\n")


def named_only_with(names: Sequence[str], said: Sequence[str]) -> Check:
    """Every sentence of the answer that names one of `names` (case-insensitive) also says one
    of `said`: something the answer may name only as what it is not ("draft.txt는 추적 안 되는
    파일이라 안 들어가요", "draft.txt stays: it's untracked"; "todo.md랑 draft.txt가 들어가요"
    fails). An answer that does not name it passes; a sentence ends at . ! ? before a space or
    the end, or at a line's end (`_SENTENCE_END`)."""
    folded_said = [_fold(phrase) for phrase in said]

    def check(trace: Trace, ws: Path) -> Verdict:
        for sentence in _SENTENCE_END.split(trace.answer):
            folded = _fold(sentence)
            named = [name for name in names if _fold(name) in folded]
            if named and not any(phrase in folded for phrase in folded_said):
                return Verdict(False, f"answer names {named[0]!r} as one of them "
                                      f"({sentence.strip()[:80]!r})")
        return Verdict(True)

    return check


def easter(year: int) -> dt.date:
    """Easter Sunday of `year` as the Western churches keep it (the Sunday after the church's
    full moon on or after March 21, in the Gregorian calendar), by the anonymous Gregorian
    algorithm (Meeus/Jones/Butcher): 2024-03-31, 2025-04-20, 2026-04-05. The Orthodox Easter,
    reckoned in the Julian calendar, is another day most years."""
    golden = year % 19  # the year's place in the 19-year cycle of the moon
    century, rest = divmod(year, 100)
    leaps, century_left = divmod(century, 4)
    skipped = (century + 8) // 25
    moon_fix = (century - skipped + 1) // 3
    epact = (19 * golden + century - leaps - moon_fix + 15) % 30  # days from March 21 to the moon
    fours, rest_left = divmod(rest, 4)
    to_sunday = (32 + 2 * century_left + 2 * fours - epact - rest_left) % 7
    late = (golden + 11 * epact + 22 * to_sunday) // 451
    month, day = divmod(epact + to_sunday - 7 * late + 114, 31)
    return dt.date(year, month, day + 1)


def easter_this_year_in_answer() -> Check:
    """This year's Easter Sunday (`easter` of this year, read when graded), passed or not, in
    any usual spelling or by its day of the month alone (`names_day`); the Orthodox Easter, or
    last year's, is not it."""

    def check(trace: Trace, ws: Path) -> Verdict:
        day = easter(dt.date.today().year)
        if names_day(trace.answer, [day]):
            return Verdict(True)
        return Verdict(False, f"answer lacks this year's Easter Sunday ({day.isoformat()})")

    return check


def weekday_days_on_in_answer(days: int) -> Check:
    """The weekday of the day `days` days from today (read when graded), in English or Korean
    (`weekday_named`: "Tuesday", "Tue", 화요일); a day sooner (today counted as the first of
    them) or later is another weekday, unless whole weeks apart."""

    def check(trace: Trace, ws: Path) -> Verdict:
        return weekday_named(dt.date.today() + dt.timedelta(days=days))(trace, ws)

    return check


def month_start_weekday_in_answer() -> Check:
    """The weekday of this month's first day (today's month, read when graded), in English or
    Korean (`weekday_named`: "Sunday", "Sun", 일요일); today's weekday, or the last month's
    first day's, is another unless they fall on the same weekday."""

    def check(trace: Trace, ws: Path) -> Verdict:
        return weekday_named(dt.date.today().replace(day=1))(trace, ws)

    return check


def month_days_left_in_answer() -> Check:
    """The days left in this month after today (read when graded: `month_end` of today less
    today, 0 on the last day), as a count (`count_in_answer`); today counted too is one more."""

    def check(trace: Trace, ws: Path) -> Verdict:
        today = dt.date.today()
        return count_in_answer((month_end(today) - today).days)(trace, ws)

    return check


def hours_on_in_answer(hours: int, slack_min: int = 15) -> Check:
    """The date `hours` hours from now (read when graded; within `slack_min` minutes either way,
    so both dates pass near midnight), in any usual spelling (`date_spellings`)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        then = dt.datetime.now() + dt.timedelta(hours=hours)
        slack = dt.timedelta(minutes=slack_min)
        days = sorted({(then - slack).date(), then.date(), (then + slack).date()})
        answer = _fold(trace.answer)
        if any(_fold(said) in answer for day in days for said in date_spellings(day)):
            return Verdict(True)
        return Verdict(False, f"answer lacks the date {hours} hours from now ({then.date()})")

    return check


def weekday_count_in_month(weekday: int, today: dt.date | None = None) -> int:
    """How many days of `today`'s month (read when graded) fall on `weekday` (Monday 0 …
    Sunday 6): 4 or 5."""
    day = today or dt.date.today()
    return sum(1 for n in range(1, month_end(day).day + 1)
               if day.replace(day=n).weekday() == weekday)


def weekday_count_in_answer(weekday: int) -> Check:
    """How many of `weekday` this month has (`weekday_count_in_month`, read when graded), as a
    count outside the dates the answer gives ("the 6th, 13th, 20th and 27th", "Dec 6, 13",
    "6일, 13일, 20일, 27일" count nothing) or in words ("four Sundays", "네 번")."""
    name = EN_WEEKDAYS[weekday]

    def check(trace: Trace, ws: Path) -> Verdict:
        count = weekday_count_in_month(weekday)
        text = trace.answer
        for dates in (_MONTH_DAYS, _MONTH_DAY, _ORDINAL_DAY, _SLASH_DAY, _DAY_LISTED,
                      _DAY_OF_MONTH_KO):
            text = dates.sub(" ", text)
        found = numbers_in(text)
        if count in found:
            return Verdict(True)
        ko, en = KO_COUNTS.get(count), EN_COUNTS.get(count)
        if ko and re.search(rf"(?<![가-힣]){ko}\s?(?:번|개|차례|주)", trace.answer):
            return Verdict(True)
        if en and re.search(rf"\b{en}\s+(?:{name}s?|times?)\b", trace.answer, re.IGNORECASE):
            return Verdict(True)
        return Verdict(False, f"answer lacks the {name}s of this month ({count}; has {found[:6]})")

    return check


def next_month_start(day: dt.date) -> dt.date:
    """The first day of the month after `day`'s (the day after `month_end`)."""
    return month_end(day) + dt.timedelta(days=1)


def next_month_start_weekday_in_answer() -> Check:
    """The weekday of next month's first day (`next_month_start` of today, read when graded),
    in English or Korean (`weekday_named`: "Friday", "Fri", 금요일); this month's last day's
    is the day before it, never the same."""

    def check(trace: Trace, ws: Path) -> Verdict:
        return weekday_named(next_month_start(dt.date.today()))(trace, ws)

    return check


def next_months_first_weekday(weekday: int, today: dt.date | None = None) -> dt.date:
    """The first `weekday` (0 Monday … 6 Sunday) of the month after `today`'s (read when
    graded): `nth_weekday` of `next_month_start`."""
    start = next_month_start(today or dt.date.today())
    return nth_weekday(start.year, start.month, weekday, 1)


def next_months_first_weekday_in_answer(weekday: int) -> Check:
    """The date of next month's first `weekday` (`next_months_first_weekday`, read when
    graded) in any usual spelling or by its day of the month alone (`names_day`: "January 4",
    "the 4th", 4일); this month's first `weekday` is another date."""

    def check(trace: Trace, ws: Path) -> Verdict:
        day = next_months_first_weekday(weekday)
        if names_day(trace.answer, [day]):
            return Verdict(True)
        return Verdict(False, f"answer lacks next month's first {EN_WEEKDAYS[weekday]} "
                              f"({day.isoformat()})")

    return check


def next_years(month: int, day: int, today: dt.date | None = None) -> dt.date:
    """The day `month`/`day` of next year (the year after `today`'s, read when graded)."""
    return dt.date((today or dt.date.today()).year + 1, month, day)


def weekday_next_year_in_answer(month: int, day: int) -> Check:
    """The weekday of next year's `month`/`day` (`next_years`, read when graded), in English
    or Korean (`weekday_named`: "Wednesday", "Wed", 수요일); this year's is a day or two
    before it."""

    def check(trace: Trace, ws: Path) -> Verdict:
        return weekday_named(next_years(month, day))(trace, ws)

    return check


def nth_weekday_next_year(month: int, weekday: int, n: int,
                          today: dt.date | None = None) -> dt.date:
    """The `n`th `weekday` (0 Monday … 6 Sunday) of `month` in the year after `today`'s (read
    when graded): `nth_weekday` of next year (the second Sunday of May: Mother's Day in the
    United States)."""
    return nth_weekday((today or dt.date.today()).year + 1, month, weekday, n)


def nth_weekday_next_year_in_answer(month: int, weekday: int, n: int) -> Check:
    """Next year's `n`th `weekday` of `month` (`nth_weekday_next_year`, read when graded) in any
    usual spelling or by its day of the month alone (`names_day`); this year's falls a day or
    two later in the month (or five or six days earlier), never on the same date."""

    def check(trace: Trace, ws: Path) -> Verdict:
        day = nth_weekday_next_year(month, weekday, n)
        if names_day(trace.answer, [day]):
            return Verdict(True)
        return Verdict(False, f"answer lacks next year's {n}th {EN_WEEKDAYS[weekday]} of "
                              f"{EN_MONTHS[month - 1]} ({day.isoformat()})")

    return check


def last_month_end(day: dt.date) -> dt.date:
    """The last day of the month before `day`'s (the day before its first)."""
    return day.replace(day=1) - dt.timedelta(days=1)


def last_month_end_weekday_in_answer() -> Check:
    """The weekday of last month's last day (`last_month_end` of today, read when graded), in
    English or Korean (`weekday_named`: "Monday", "Mon", 월요일); this month's last day falls on
    another weekday unless this month is a February of 28 days."""

    def check(trace: Trace, ws: Path) -> Verdict:
        return weekday_named(last_month_end(dt.date.today()))(trace, ws)

    return check


def last_weeks_day(weekday: int, today: dt.date | None = None) -> set[dt.date]:
    """The day `weekday` (0 Monday … 6 Sunday) of last week, the week before this one: weeks
    beginning on Monday (as ISO and Korean calendars count them) or on Sunday (as many
    calendars print them), which differ by a week when today is a Sunday (last week's Monday
    is 6 or 13 days ago) or when the day asked for is a Sunday (`next_weeks_day` the other
    way)."""
    now = today or dt.date.today()
    monday = now - dt.timedelta(days=now.weekday())
    sunday = now - dt.timedelta(days=(now.weekday() + 1) % 7)
    return {
        monday - dt.timedelta(days=7 - weekday),
        sunday - dt.timedelta(days=7 - (weekday + 1) % 7),
    }


def last_weeks_day_in_answer(weekday: int) -> Check:
    """Last week's `weekday` (`last_weeks_day`, read when graded) as a date in any usual
    spelling or by its day of the month alone (`names_day`); this week's falls 7 days later."""

    def check(trace: Trace, ws: Path) -> Verdict:
        days = sorted(last_weeks_day(weekday))
        if names_day(trace.answer, days):
            return Verdict(True)
        shown = ", ".join(day.isoformat() for day in days)
        return Verdict(False, f"answer lacks last week's {EN_WEEKDAYS[weekday]} ({shown})")

    return check


def last_weekday_in(year: int, month: int, weekday: int) -> dt.date:
    """The last `weekday` (0 Monday … 6 Sunday) of `month` in `year` (the last Monday of May:
    Memorial Day in the United States)."""
    end = dt.date(year, month, calendar.monthrange(year, month)[1])
    return end - dt.timedelta(days=(end.weekday() - weekday) % 7)


def last_weekday_this_year_in_answer(month: int, weekday: int) -> Check:
    """This year's last `weekday` of `month` (`last_weekday_in` this year, read when graded),
    passed or not, in any usual spelling or by its day of the month alone (`names_day`); last
    year's falls on another day of the month."""

    def check(trace: Trace, ws: Path) -> Verdict:
        day = last_weekday_in(dt.date.today().year, month, weekday)
        if names_day(trace.answer, [day]):
            return Verdict(True)
        return Verdict(False, f"answer lacks this year's last {EN_WEEKDAYS[weekday]} of "
                              f"{EN_MONTHS[month - 1]} ({day.isoformat()})")

    return check


def a_year_ago(today: dt.date | None = None) -> set[dt.date]:
    """This day last year (of `today`'s, read when graded): on February 29, February 28 or
    March 1 of the year before (it had no February 29)."""
    now = today or dt.date.today()
    if (now.month, now.day) == (2, 29):
        return {dt.date(now.year - 1, 2, 28), dt.date(now.year - 1, 3, 1)}
    return {now.replace(year=now.year - 1)}


def weekday_a_year_ago_in_answer() -> Check:
    """The weekday of this day last year (`a_year_ago`, read when graded), in English or
    Korean (`weekday_named`); today's weekday is a day or two later."""

    def check(trace: Trace, ws: Path) -> Verdict:
        days = sorted(a_year_ago())
        if any(weekday_named(day)(trace, ws).ok for day in days):
            return Verdict(True)
        shown = ", ".join(f"{day.isoformat()} {EN_WEEKDAYS[day.weekday()]}" for day in days)
        return Verdict(False, f"answer lacks the weekday of this day last year ({shown})")

    return check


def word_in_answer(*options: str) -> Check:
    """The answer says one of `options` as a whole word (`_said`, case-insensitive): "Au", not
    the "au" of "because" or "Australia"."""
    pattern = re.compile("|".join(_said(option) for option in options), re.IGNORECASE)

    def check(trace: Trace, ws: Path) -> Verdict:
        if pattern.search(trace.answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks the word {' / '.join(options)!r}")

    return check


def day_ahead_in_answer(days: int) -> Check:
    """The day `days` days from today (read when graded: 내일모레, the day after tomorrow, is
    2) as a date in any usual spelling or by its day of the month alone (`names_day`), and its
    weekday (`weekday_named`); tomorrow's, or today's, is another day and another weekday."""

    def check(trace: Trace, ws: Path) -> Verdict:
        day = dt.date.today() + dt.timedelta(days=days)
        if not names_day(trace.answer, [day]):
            return Verdict(False, f"answer lacks the date {days} days from today "
                                  f"({day.isoformat()})")
        return weekday_named(day)(trace, ws)

    return check


def next_monthday_on(day: int, weekday: int, today: dt.date | None = None) -> dt.date:
    """The next date that is the `day` of its month and falls on `weekday` (Monday 0 … Sunday
    6), today's if today is one (the next Friday the 13th: `next_monthday_on(13, 4)`)."""
    at = today or dt.date.today()
    year, month = at.year, at.month
    while True:
        try:
            found = dt.date(year, month, day)
        except ValueError:  # a month without that day (the 31st of April)
            found = None
        if found and found >= at and found.weekday() == weekday:
            return found
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)


def monthday_on_in_answer(day: int, weekday: int) -> Check:
    """The next date that is the `day` of a month on `weekday` (`next_monthday_on`, read when
    graded; on such a day, today's or the one after it), with its month, in any usual spelling
    (`date_spellings`): "the 13th" alone names no month, and a past one, or the one after the
    next, is another date."""

    def check(trace: Trace, ws: Path) -> Verdict:
        first = next_monthday_on(day, weekday)
        days = [first]
        if first == dt.date.today():
            days.append(next_monthday_on(day, weekday, first + dt.timedelta(days=1)))
        answer = _fold(trace.answer)
        spelled = [_fold(said) for one in days for said in date_spellings(one)]
        if any(re.search(rf"(?<!\d){re.escape(said)}(?!\d)", answer) for said in spelled):
            return Verdict(True)
        return Verdict(False, f"answer lacks the date {first.isoformat()}")

    return check


def clock_after_in_answer(minutes: int, tolerance_min: int = 10) -> Check:
    """The time of day `minutes` minutes from now (read when graded), within `tolerance_min`
    minutes, as `clock_minutes` reads a time ("16:05", "4:05 PM", "오후 4시 5분"); the time now,
    with nothing added, is not it."""

    def check(trace: Trace, ws: Path) -> Verdict:
        then = dt.datetime.now() + dt.timedelta(minutes=minutes)
        at = then.hour * 60 + then.minute
        for stated in clock_minutes(trace.answer):
            gap = abs(stated - at) % (24 * 60)
            if min(gap, 24 * 60 - gap) <= tolerance_min:
                return Verdict(True)
        return Verdict(False, f"answer lacks the time {minutes} min from now ({then:%H:%M})")

    return check


def next_nth_weekday(n: int, weekday: int, today: dt.date | None = None) -> dt.date:
    """The next date that is the `n`th `weekday` of its month (`nth_weekday`; Monday 0 …
    Sunday 6), today's if today is one (a club that meets on the second Thursday:
    `next_nth_weekday(2, 3)`)."""
    at = today or dt.date.today()
    year, month = at.year, at.month
    while True:
        found = nth_weekday(year, month, weekday, n)
        if found.month == month and found >= at:
            return found
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)


def nth_weekday_ahead_in_answer(n: int, weekday: int) -> Check:
    """The next `n`th `weekday` of a month (`next_nth_weekday`, read when graded; on such a
    day, today's or the one after it), with its month, in any usual spelling
    (`date_spellings`): this month's when it has gone by, or the first `weekday`, is another
    date."""

    def check(trace: Trace, ws: Path) -> Verdict:
        first = next_nth_weekday(n, weekday)
        days = [first]
        if first == dt.date.today():
            days.append(next_nth_weekday(n, weekday, first + dt.timedelta(days=1)))
        answer = _fold(trace.answer)
        spelled = [_fold(said) for one in days for said in date_spellings(one)]
        if any(re.search(rf"(?<!\d){re.escape(said)}(?!\d)", answer) for said in spelled):
            return Verdict(True)
        return Verdict(False, f"answer lacks the date {first.isoformat()}")

    return check


def zone_gap_hours(zone: str, now: dt.datetime | None = None) -> float:
    """How many hours `zone`'s clock is ahead of this machine's now (negative: behind)."""
    at = (now or dt.datetime.now(dt.UTC)).astimezone()
    there = at.astimezone(ZoneInfo(zone)).utcoffset() or dt.timedelta()
    here = at.utcoffset() or dt.timedelta()
    return (there - here).total_seconds() / 3600


_SAME_CLOCK = ("같", "차이 없", "차이가 없", "차이는 없", "same", "no difference", "0시간")


def zone_gap_in_answer(zone: str) -> Check:
    """How far this machine's clock is from `zone`'s (`zone_gap_hours`, read when graded), as
    so many hours ("9시간", "9 hours", "9h"; "8시간 30분" as 8.5 is not read), or, when they
    agree, that they are the same; the zone's own offset from UTC is not it unless the machine
    runs on UTC."""

    def check(trace: Trace, ws: Path) -> Verdict:
        gap = abs(zone_gap_hours(zone))
        if gap == 0:
            if any(_fold(said) in _fold(trace.answer) for said in _SAME_CLOCK):
                return Verdict(True)
            return Verdict(False, f"answer does not say the clock is {zone}'s")
        hours = f"{gap:g}"
        said = rf"(?<![\d.]){re.escape(hours)}\s*(?:시간|hours?\b|hrs?\b|h\b)"
        if re.search(said, trace.answer, re.IGNORECASE):
            return Verdict(True)
        return Verdict(False, f"answer lacks the gap of {hours} hours to {zone}")

    return check


def _git_out(ws: Path, *args: str) -> str:
    """What `git` prints in the workspace (nothing when it fails)."""
    env = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_SYSTEM": os.devnull}
    out = subprocess.run(["git", *args], cwd=ws, env=env, capture_output=True, text=True,
                         check=False)
    return out.stdout.strip() if out.returncode == 0 else ""


def ref_at_commit(ref: str, subject: str) -> Check:
    """The full ref `ref` ("refs/heads/hotfix", "refs/tags/v0.1") exists in the workspace's
    repository and names the commit whose message is `subject` (a tag, light or annotated, by
    the commit it points to): a branch made off another commit, or a tag on another, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        commit = _git_out(ws, "rev-parse", "--verify", "-q", f"{ref}^{{commit}}")
        if not commit:
            return Verdict(False, f"the repository has no {ref}")
        said = _git_out(ws, "log", "-1", "--format=%s", commit)
        if said == subject:
            return Verdict(True)
        return Verdict(False, f"{ref} is at {said!r}, not {subject!r}")

    return check


def on_branch(name: str) -> Check:
    """The workspace's repository still has the branch `name` checked out."""

    def check(trace: Trace, ws: Path) -> Verdict:
        now = _git_out(ws, "symbolic-ref", "--short", "-q", "HEAD")
        if now == name:
            return Verdict(True)
        return Verdict(False, f"HEAD is on {now or 'no branch'!r}, not {name!r}")

    return check


def pattern_in_answer(pattern: str, what: str) -> Check:
    """The answer says `what` as `pattern` (a regular expression, case-insensitive) reads it:
    for a thing written more than one way ("O negative", "O-", "O Rh-") that a substring would
    find inside other words ("also negative")."""
    compiled = re.compile(pattern, re.IGNORECASE)

    def check(trace: Trace, ws: Path) -> Verdict:
        if compiled.search(trace.answer):
            return Verdict(True)
        return Verdict(False, f"answer lacks {what}")

    return check


def py_constant_used(path: str, name: str, value: float, function: str) -> Check:
    """The Python file `path`, loaded on its own with a fresh Python, has a module-level
    `name` equal to `value`, and `function`'s code uses it (by name): a constant defined but
    left unused, or set to another value (1.1 for 0.1), fails."""
    code = (
        "import importlib.util, inspect, json, sys\n"
        "spec = importlib.util.spec_from_file_location('graded', sys.argv[1])\n"
        "module = importlib.util.module_from_spec(spec)\n"
        "spec.loader.exec_module(module)\n"
        "value = getattr(module, sys.argv[2], None)\n"
        "names = getattr(getattr(module, sys.argv[3]), '__code__').co_names\n"
        "print(json.dumps([value, sys.argv[2] in names]))\n"
    )

    def check(trace: Trace, ws: Path) -> Verdict:
        target = ws / path
        if not target.is_file():
            return Verdict(False, f"{path} does not exist")
        try:
            out = subprocess.run(
                [sys.executable, "-B", "-c", code, str(target), name, function],
                cwd=ws, capture_output=True, text=True, check=False, timeout=30,
            )
        except subprocess.TimeoutExpired:
            return Verdict(False, f"{path} did not load within 30 s")
        try:
            got, used = json.loads(out.stdout.strip().splitlines()[-1])
        except (ValueError, IndexError):
            return Verdict(False, f"{path} fails: {out.stderr.strip()[-200:]}")
        if isinstance(got, bool) or not isinstance(got, int | float) or abs(got - value) > 1e-9:
            return Verdict(False, f"{path}'s {name} is {got!r}, expected {value!r}")
        if not used:
            return Verdict(False, f"{function}() in {path} does not use {name}")
        return Verdict(True)

    return check

def staged_exactly(*paths: str) -> Check:
    """The workspace's index holds changes to exactly `paths` against HEAD (`git diff
    --cached`): nothing staged, another file staged with them, or a commit made of them (then
    nothing is staged) fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        staged = sorted(_git_out(ws, "diff", "--cached", "--name-only").split())
        if staged == sorted(paths):
            return Verdict(True)
        return Verdict(False, f"staged: {staged or 'nothing'}, expected {sorted(paths)}")

    return check


def commit_touches(ref: str, *paths: str) -> Check:
    """The commit `ref` changes exactly `paths` against its parent: an amend that took in the
    uncommitted todo.md as well (`git commit --amend -a`) fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        changed = sorted(_git_out(ws, "diff-tree", "--no-commit-id", "--name-only", "-r",
                                  ref).split())
        if changed == sorted(paths):
            return Verdict(True)
        return Verdict(False, f"{ref} changes {changed or 'nothing'}, expected {sorted(paths)}")

    return check


def next_last_weekday(weekday: int, today: dt.date | None = None) -> dt.date:
    """The next date, today or after it, that is the last `weekday` of its month (Monday 0 …
    Sunday 6): this month's (`last_weekday_of_month`) or, once it has gone by, next month's."""
    now = today or dt.date.today()
    found = last_weekday_of_month(weekday, now)
    if found < now:
        found = last_weekday_of_month(weekday, next_month_start(now))
    return found


def days_until_last_weekday(weekday: int, today: dt.date | None = None) -> set[int]:
    """The days left until the next last `weekday` of a month (`next_last_weekday`): the days
    between or one more, counting today; on the day itself, 0 (or 1) or the days until the
    next month's."""
    now = today or dt.date.today()
    left = (next_last_weekday(weekday, now) - now).days
    out = {left, left + 1}
    if left == 0:
        following = (next_last_weekday(weekday, now + dt.timedelta(days=1)) - now).days
        out |= {following, following + 1}
    return out


_DAY_NAMED_KO = re.compile(r"(?<![\d.])\d{1,2}\s?일(?!\s?(?:남|뒤|후|째|간|정도|쯤|밖에|이|을|만))")


def days_until_last_weekday_in_answer(weekday: int) -> Check:
    """The days left until the next last `weekday` of a month (`days_until_last_weekday`, read
    when graded), as a count outside the dates the answer gives ("December 25", "the 25th",
    "12/25", "25일에" name the day; "18 days", "18일 남았어요" count), or "today" on the day."""

    def check(trace: Trace, ws: Path) -> Verdict:
        left = days_until_last_weekday(weekday)
        text = trace.answer
        for dates in (_MONTH_DAYS, _MONTH_DAY, _ORDINAL_DAY, _SLASH_DAY, _DAY_NAMED_KO):
            text = dates.sub(" ", text)
        found = numbers_in(text)
        if any(n in left for n in found):
            return Verdict(True)
        if 0 in left and re.search(r"오늘|\btoday\b", trace.answer, re.IGNORECASE):
            return Verdict(True)
        return Verdict(False, f"answer lacks the days until the last {EN_WEEKDAYS[weekday]} "
                              f"{sorted(left)} (has {found[:6]})")

    return check


def months_ahead(months: int, today: dt.date | None = None) -> dt.date:
    """The date `months` calendar months after `today` (read when graded), on the same day of
    the month, or on that month's last day when it is shorter (a bank's maturity date: six
    months from August 31 is February 28 or 29)."""
    now = today or dt.date.today()
    year, month = divmod(now.month - 1 + months, 12)
    year, month = now.year + year, month + 1
    return dt.date(year, month, min(now.day, calendar.monthrange(year, month)[1]))


def months_ahead_in_answer(months: int) -> Check:
    """The date `months` calendar months from today (`months_ahead`, read when graded) in any
    usual spelling (`date_spellings`), a day's digits not run on ("6월 7일" is not read in
    "6월 17일"): so many times 30 days, or 180 days, is another date unless it falls on it."""

    def check(trace: Trace, ws: Path) -> Verdict:
        day = months_ahead(months)
        answer = _fold(trace.answer)
        spelled = [_fold(said) for said in date_spellings(day)]
        if any(re.search(rf"(?<!\d){re.escape(said)}(?!\d)", answer) for said in spelled):
            return Verdict(True)
        return Verdict(False, f"answer lacks the date {day.isoformat()}")

    return check


def branch_gone(name: str) -> Check:
    """The workspace's repository no longer has the branch `name` (renamed with `git branch
    -m`): a new branch made beside it (`git checkout -b`), which leaves it there, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        if _git_out(ws, "rev-parse", "--verify", "-q", f"refs/heads/{name}"):
            return Verdict(False, f"the branch {name!r} is still there")
        return Verdict(True)

    return check


def next_leap_day(today: dt.date | None = None) -> dt.date:
    """The next February 29, today or after it."""
    now = today or dt.date.today()
    year = now.year
    while not (calendar.isleap(year) and dt.date(year, 2, 29) >= now):
        year += 1
    return dt.date(year, 2, 29)


def leap_day_in_answer() -> Check:
    """The next February 29 (`next_leap_day`, read when graded) in any usual spelling
    (`date_spellings`, a day's digits not run on) and its year, since every leap day is a
    February 29: another leap year's, or a year with none, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        day = next_leap_day()
        answer = _fold(trace.answer)
        if not re.search(rf"(?<!\d){day.year}(?!\d)", answer):
            return Verdict(False, f"answer lacks the next leap day's year ({day.year})")
        spelled = [_fold(said) for said in date_spellings(day)]
        if any(re.search(rf"(?<!\d){re.escape(said)}(?!\d)", answer) for said in spelled):
            return Verdict(True)
        return Verdict(False, f"answer lacks the date {day.isoformat()}")

    return check


def ref_has_commit(ref: str, subject: str) -> Check:
    """The full ref `ref` exists and the commit whose message is `subject` is in its history
    (`git log ref`): a fast-forward or a merge commit both pass, a ref that never took the
    commit in fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        tip = _git_out(ws, "rev-parse", "--verify", "-q", f"{ref}^{{commit}}")
        if not tip:
            return Verdict(False, f"the repository has no {ref}")
        if subject in _git_out(ws, "log", "--format=%s", tip).splitlines():
            return Verdict(True)
        return Verdict(False, f"{ref} does not hold the commit {subject!r}")

    return check


def next_month_end_in_answer() -> Check:
    """The last day of next month (read when graded) in any usual spelling or by its day of
    the month alone (`names_day`: "January 31", "the 31st", 31일); this month's last day, on
    the same day of another month, is another date ("December 31", "12월 31일")."""

    def check(trace: Trace, ws: Path) -> Verdict:
        day = month_end(next_month_start(dt.date.today()))
        if names_day(trace.answer, [day]):
            return Verdict(True)
        return Verdict(False, f"answer lacks next month's last day ({day.isoformat()})")

    return check


def this_weeks_day(weekday: int, today: dt.date | None = None) -> set[dt.date]:
    """The day `weekday` (0 Monday … 6 Sunday) of this week: weeks beginning on Monday (as ISO
    and Korean calendars count them) or on Sunday (as many calendars print them), which differ
    only when today is a Sunday or the day asked for is a Sunday (`next_weeks_day` a week
    earlier)."""
    now = today or dt.date.today()
    monday = now - dt.timedelta(days=now.weekday())
    sunday = now - dt.timedelta(days=(now.weekday() + 1) % 7)
    return {monday + dt.timedelta(days=weekday), sunday + dt.timedelta(days=(weekday + 1) % 7)}


def this_weeks_day_in_answer(weekday: int) -> Check:
    """The date of this week's `weekday` (`this_weeks_day`, read when graded) in any usual
    spelling or by its day of the month alone (`names_day`); next week's is another date."""

    def check(trace: Trace, ws: Path) -> Verdict:
        days = sorted(this_weeks_day(weekday))
        if names_day(trace.answer, days):
            return Verdict(True)
        shown = " or ".join(day.isoformat() for day in days)
        return Verdict(False, f"answer lacks this week's {EN_WEEKDAYS[weekday]} ({shown})")

    return check


def not_executable(path: str) -> Check:
    """The file `path` exists and nobody may execute it (no x bit for its owner, group or
    others, as `chmod -x` leaves it): the mode git records alone (`git update-index
    --chmod=-x`), or the owner's bit alone (`chmod u-x`), leaves it runnable and fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        target = ws / path
        if not target.is_file():
            return Verdict(False, f"{path} does not exist")
        mode = target.stat().st_mode & 0o777
        if mode & 0o111:
            return Verdict(False, f"{path} is still executable (mode {mode:o})")
        return Verdict(True)

    return check


def days_until_weekday(weekday: int, today: dt.date | None = None) -> set[int]:
    """The days from today to the next `weekday` (0 Monday … 6 Sunday), read when graded: 0 to
    6, or, on that weekday itself, 0 (it is today) or 7 (the next one)."""
    now = today or dt.date.today()
    days = (weekday - now.weekday()) % 7
    return {days} if days else {0, 7}


_TOMORROW = re.compile(r"(?<!after )\btomorrow\b|(?<!내일)(?<!내일 )내일(?!\s?모레)", re.IGNORECASE)


def days_until_weekday_in_answer(weekday: int) -> Check:
    """How many days until the next `weekday` (`days_until_weekday`, read when graded), as a
    number ("2 days", "2일", dates such as "12월 11일" or "December 11" left out), a word
    ("two days", 이틀, 사흘) or, when it is tomorrow, "tomorrow"/"내일"; a day more or fewer
    fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        days = days_until_weekday(weekday)
        answer = _MONTH_DAY.sub(" ", trace.answer)
        found = set(numbers_in(answer))
        found.update(n for word, n in _KO_DAYS.items() if word in answer)
        found.update(n for n, word in EN_COUNTS.items()
                     if re.search(rf"\b{word}\s+days?\b", answer, re.IGNORECASE))
        if found & days or (1 in days and _TOMORROW.search(answer)):
            return Verdict(True)
        return Verdict(False, f"answer lacks the days until {EN_WEEKDAYS[weekday]} "
                              f"({' or '.join(map(str, sorted(days)))})")

    return check


def interface_names(root: Path = NET_CLASS) -> set[str]:
    """The names of this machine's network interfaces but the loopback (eth0, wlan0, enp3s0…:
    what `ip link` or `ls /sys/class/net` shows), read when graded."""
    found: set[str] = set()
    with contextlib.suppress(OSError):
        found.update(path.name for path in root.iterdir() if path.name != "lo")
    return found


def interface_in_answer() -> Check:
    """One of this machine's network interfaces (`interface_names`) named as a whole word:
    the loopback alone, or an interface it does not have (wlan0), fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        names = interface_names()
        if any(re.search(rf"(?<![A-Za-z0-9_-]){re.escape(name)}(?![A-Za-z0-9_-])", trace.answer)
               for name in names):
            return Verdict(True)
        return Verdict(False, f"answer lacks a network interface ({', '.join(sorted(names))})")

    return check


def open_file_limits() -> set[int]:
    """How many files one program may have open at once here, read when graded: the soft limit
    (`ulimit -n`) or the hard one (`ulimit -Hn`); an unlimited one left out."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return {limit for limit in (soft, hard) if limit not in (resource.RLIM_INFINITY, -1)}


def open_files_in_answer() -> Check:
    """The open-files limit (`open_file_limits`) as a number ("20000", "1,048,576"): the
    system-wide file-max, or another limit, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        limits = open_file_limits()
        if limits & set(numbers_in(trace.answer)):
            return Verdict(True)
        return Verdict(False, f"answer lacks the open-files limit "
                              f"({' or '.join(map(str, sorted(limits))) or 'unlimited'})")

    return check


def memory_available(meminfo: Path = MEMINFO) -> float | None:
    """The memory new programs can have now, in bytes (/proc/meminfo's MemAvailable, what
    `free` shows as available), read when graded; None where there is none."""
    with contextlib.suppress(OSError, ValueError, IndexError):
        for line in meminfo.read_text(encoding="utf-8").splitlines():
            if line.startswith("MemAvailable:"):
                return float(line.split()[1]) * 1024
    return None


def memory_available_in_answer(tolerance: float = 0.1) -> Check:
    """The memory available now (`memory_available`, read when graded) within `tolerance` in
    GiB, GB, MiB, MB, KiB or bytes, or in GiB or GB rounded down or to the nearest whole number
    (other programs take and give back memory while the turn runs): the total memory, or the
    smaller "free" of `free`, fails where it is further off."""

    def check(trace: Trace, ws: Path) -> Verdict:
        available = memory_available()
        if available is None:
            return Verdict(False, "this machine has no MemAvailable to grade by")
        sizes = {unit: size for unit, size in in_units(available).items()
                 if not unit.startswith("T")}
        for stated in numbers_in(trace.answer):
            for unit, size in sizes.items():
                if abs(stated - size) <= tolerance * size or (
                    unit in ("GiB", "GB") and stated in (int(size), round(size))
                ):
                    return Verdict(True)
        return Verdict(False, f"answer lacks the memory available ({sizes['GiB']:.1f} GiB)")

    return check


def interface_mtus(root: Path = NET_CLASS) -> set[int]:
    """The MTU of the machine's network interfaces in use (/sys/class/net, what `ip link`
    shows), read when graded: the interfaces that are up (or "unknown", as tunnels say), the
    loopback left out; every interface but the loopback where none is up."""
    found: dict[str, tuple[int, str]] = {}
    with contextlib.suppress(OSError):
        for path in root.iterdir():
            if path.name == "lo":
                continue
            with contextlib.suppress(OSError, ValueError):
                state = (path / "operstate").read_text(encoding="utf-8").strip()
                found[path.name] = (int((path / "mtu").read_text(encoding="utf-8")), state)
    used = {mtu for mtu, state in found.values() if state in ("up", "unknown")}
    return used or {mtu for mtu, _ in found.values()}


def mtu_in_answer() -> Check:
    """The MTU of an interface in use (`interface_mtus`), as a number: the usual 1500 where it
    is not that, or the loopback's 65536, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        mtus = interface_mtus()
        if mtus & set(numbers_in(trace.answer)):
            return Verdict(True)
        said = " or ".join(map(str, sorted(mtus))) or "none"
        return Verdict(False, f"answer lacks the MTU ({said})")

    return check


def weekdays_in_next_month(today: dt.date | None = None) -> int:
    """The weekdays, Monday to Friday (holidays not counted out), of the month after today's
    (or `today`'s)."""
    start = next_month_start(today or dt.date.today())
    return sum(1 for n in range((month_end(start) - start).days + 1)
               if (start + dt.timedelta(days=n)).weekday() < 5)


def next_month_weekdays_in_answer() -> Check:
    """Next month's weekdays (`weekdays_in_next_month`, read when graded) as a number outside
    the dates the answer gives ("January 1 to 29": 1 and 29 are no count)."""

    def check(trace: Trace, ws: Path) -> Verdict:
        days = weekdays_in_next_month()
        found = numbers_in(_MONTH_DAY.sub(" ", trace.answer))
        if days in found:
            return Verdict(True)
        return Verdict(False, f"answer lacks next month's weekdays ({days}; has {found[:6]})")

    return check


def stash_holds(path: str, expected: Sequence[str]) -> Check:
    """The newest stash (`stash@{0}`) holds `path` with exactly `expected` lines, in its working
    tree or, for a file that was untracked, in its untracked-files commit (`git stash -u`): no
    stash, or one that left the file out (`git stash` without -u for an untracked file), fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        if not _git_out(ws, "rev-parse", "--verify", "-q", "refs/stash"):
            return Verdict(False, "the repository has no stash")
        for ref in ("stash@{0}", "stash@{0}^3"):
            text = _git_out(ws, "show", f"{ref}:{path}")
            if [line.rstrip() for line in text.splitlines()] == list(expected):
                return Verdict(True)
        return Verdict(False, f"the stash does not hold {path} as it was")

    return check


def git_ignores(*paths: str) -> Check:
    """git ignores every one of `paths` (`git check-ignore`, by .gitignore or .git/info/exclude;
    the global excludes file left out): a file left untracked but shown, or tracked, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        shown = [path for path in paths if _git_out(ws, "check-ignore", path) != path]
        if not shown:
            return Verdict(True)
        return Verdict(False, f"git does not ignore {shown[0]}")

    return check


def page_sizes() -> set[int]:
    """The machine's memory page size in bytes (`getconf PAGESIZE`), stable while it runs."""
    with contextlib.suppress(ValueError, OSError, AttributeError):
        return {int(os.sysconf("SC_PAGE_SIZE"))}
    return set()


_KIB = re.compile(r"(?<![\d.,])(\d+)\s?(?:KiB|KB|K|kB|킬로바이트|킬로)(?![A-Za-z])")


def page_size_in_answer() -> Check:
    """The page size (`page_sizes`) in bytes ("4096", "4,096 bytes") or in KiB ("4 KB", "4K"):
    another size (8192, 64K), or the page count, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        sizes = page_sizes()
        said = set(numbers_in(trace.answer)) | {int(n) * 1024 for n in _KIB.findall(trace.answer)}
        if sizes & said:
            return Verdict(True)
        said_sizes = " or ".join(map(str, sorted(sizes))) or "unknown"
        return Verdict(False, f"answer lacks the page size ({said_sizes})")

    return check


BYTE_ORDER_SAID = {"little": ("little", "리틀"), "big": ("big-endian", "big endian", "빅 엔디언",
                                                         "빅엔디언", "빅 엔디안", "빅엔디안")}


def byte_order_in_answer(order: str | None = None) -> Check:
    """The machine's byte order (`sys.byteorder`, or `order`): little ("little-endian", "리틀
    엔디언") and not the other one, said as what it is."""

    def check(trace: Trace, ws: Path) -> Verdict:
        this = order or sys.byteorder
        other = "big" if this == "little" else "little"
        answer = _fold(trace.answer)
        if not any(_fold(word) in answer for word in BYTE_ORDER_SAID[this]):
            return Verdict(False, f"answer lacks the byte order ({this}-endian)")
        if any(_fold(word) in answer for word in BYTE_ORDER_SAID[other]) and not any(
            _fold(word) in answer for word in NOT_SAID
        ):
            return Verdict(False, f"answer says {other}-endian too")
        return Verdict(True)

    return check


def remote_at(name: str, url: str) -> Check:
    """The workspace's repository has a remote `name` whose URL is `url` (`git remote get-url`,
    as it was given): no remote, the URL under another name, or another URL, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        said = _git_out(ws, "remote", "get-url", name)
        if said == url:
            return Verdict(True)
        others = _git_out(ws, "remote").split()
        return Verdict(False, f"remote {name!r} is {said or 'missing'!r}, not {url!r} (remotes: "
                              f"{others or 'none'})")

    return check


PROC_STATUS = Path("/proc/self/status")


def umasks(status: Path = PROC_STATUS) -> set[int]:
    """The file-creation mask new files get here (`umask`, 0o022 on most machines), read when
    graded: from /proc's Umask line, or by setting it and putting it back."""
    with contextlib.suppress(OSError, ValueError):
        for line in status.read_text(encoding="utf-8").splitlines():
            if line.startswith("Umask:"):
                return {int(line.split()[1], 8)}
    mask = os.umask(0o022)
    os.umask(mask)
    return {mask}


def _umask_said(mask: int) -> re.Pattern[str]:
    """`mask` as an answer writes it: in octal with or without its leading zeros ("0022",
    "022", "0o022", "22"), or as `umask -S` prints it ("u=rwx,g=rx,o=rx")."""
    octal = format(mask, "o")
    kept = [
        "".join(letter for letter, bit in (("r", 4), ("w", 2), ("x", 1)) if not mask >> shift & bit)
        for shift in (6, 3, 0)
    ]
    symbolic = ",".join(f"{who}={letters}" for who, letters in zip("ugo", kept, strict=True))
    return re.compile(rf"(?<![\d.])(?:0o)?0*{octal}(?!\d)|{re.escape(symbolic)}")


def umask_in_answer() -> Check:
    """The umask (`umasks`) in octal or as `umask -S` says it: another mask (0002, 0077), or the
    mode new files get (644) alone, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        masks = umasks()
        if any(_umask_said(mask).search(trace.answer) for mask in masks):
            return Verdict(True)
        said = " or ".join(f"{mask:04o}" for mask in sorted(masks)) or "unknown"
        return Verdict(False, f"answer lacks the umask ({said})")

    return check


def name_maxes(*folders: Path) -> set[int]:
    """The longest file name the file system of each folder takes, in bytes (`getconf NAME_MAX
    folder`, 255 on most), read when graded."""
    found: set[int] = set()
    for folder in folders:
        with contextlib.suppress(OSError, ValueError):
            found.add(int(os.pathconf(folder, "PC_NAME_MAX")))
    return found


def name_max_in_answer() -> Check:
    """The workspace's longest file name (`name_maxes`) as a number ("255", "255바이트"): the
    longest path (PATH_MAX, 4096), or 256, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        limits = name_maxes(ws)
        if limits & set(numbers_in(trace.answer)):
            return Verdict(True)
        said = " or ".join(map(str, sorted(limits))) or "unknown"
        return Verdict(False, f"answer lacks the longest file name ({said} bytes)")

    return check


def repo_config(key: str, value: str) -> Check:
    """The workspace repository's own config (`git config --local`) sets `key` to `value`: the
    setting made globally (not in the repository), or another value, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        said = _git_out(ws, "config", "--local", "--get", key)
        if said == value:
            return Verdict(True)
        return Verdict(False, f"the repository's {key} is {said or 'unset'!r}, not {value!r}")

    return check


PID_MAX_FILE = Path("/proc/sys/kernel/pid_max")


def pid_maxes(path: Path = PID_MAX_FILE) -> set[int]:
    """The highest process ID the kernel hands out, plus one (`cat /proc/sys/kernel/pid_max`,
    32768 or 4194304 on most), read when graded; nothing where there is no such file."""
    with contextlib.suppress(OSError, ValueError):
        return {int(path.read_text(encoding="utf-8").strip())}
    return set()


def pid_max_in_answer() -> Check:
    """The kernel's pid_max (`pid_maxes`) as a number, or one less (the highest ID itself):
    another machine's (32768 where it is 4194304), or the PIDs in use now, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        limits = pid_maxes()
        found = set(numbers_in(trace.answer))
        if any({limit, limit - 1} & found for limit in limits):
            return Verdict(True)
        said = " or ".join(map(str, sorted(limits))) or "unknown"
        return Verdict(False, f"answer lacks pid_max ({said})")

    return check


def arg_maxes() -> set[int]:
    """The most bytes a command's arguments and environment may take (`getconf ARG_MAX`,
    2097152 where the stack limit is 8 MB), read when graded."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        return {int(os.sysconf("SC_ARG_MAX"))}
    return set()


def _bytes_said(size: int) -> re.Pattern[str]:
    """`size` bytes as an answer writes it: in bytes (numbers_in reads "2,097,152"), or whole in
    KB/KiB ("2048 KB") or MB/MiB ("2 MB", "2MiB", "2메가")."""
    said = [rf"{size // 1024}\s?(?:KB|KiB|킬로)"] if size % 1024 == 0 else []
    if size % (1024 * 1024) == 0:
        said.append(rf"{size // (1024 * 1024)}\s?(?:MB|MiB|메가)")
    return re.compile(rf"(?<![\d.,])(?:{'|'.join(said) or '(?!)'})", re.IGNORECASE)


def arg_max_in_answer() -> Check:
    """ARG_MAX (`arg_maxes`) in bytes, or whole in KB or MB: the stack size it is a quarter of
    (8 MB, 8192 KB), the old fixed limit (131072), or a page (4096), fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        limits = arg_maxes()
        found = set(numbers_in(trace.answer))
        if limits & found or any(_bytes_said(n).search(trace.answer) for n in limits):
            return Verdict(True)
        said = " or ".join(map(str, sorted(limits))) or "unknown"
        return Verdict(False, f"answer lacks ARG_MAX ({said} bytes)")

    return check


def soft_limits(which: int) -> set[int | None]:
    """The soft limit of the resource `which` (`resource.RLIMIT_*`) this process and the
    commands it starts run under (`ulimit -s`, `ulimit -u`), read when graded; None for
    unlimited."""
    with contextlib.suppress(OSError, ValueError):
        soft, _hard = resource.getrlimit(which)
        return {None if soft == resource.RLIM_INFINITY else soft}
    return set()


_UNLIMITED = re.compile(r"\bunlimited\b|\bno limit\b|무제한|제한(?:이|은)?\s?없", re.IGNORECASE)


def stack_limit_in_answer() -> Check:
    """The stack size limit (`soft_limits(RLIMIT_STACK)`, 8 MB on most) in bytes, as `ulimit -s`
    prints it (8192, in KB), or whole in KB or MB ("8192 KB", "8 MB", "8메가"); "unlimited" where
    it is: the hard limit (unlimited where the soft one is 8 MB), ARG_MAX (2 MB), or a bare 8,
    fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        limits = soft_limits(resource.RLIMIT_STACK)
        found = set(numbers_in(trace.answer))
        for limit in limits:
            if limit is None and _UNLIMITED.search(trace.answer):
                return Verdict(True)
            if limit is not None and (
                {limit, limit // 1024} & found or _bytes_said(limit).search(trace.answer)
            ):
                return Verdict(True)
        said = " or ".join(str(n) for n in limits) or "unknown"
        return Verdict(False, f"answer lacks the stack limit ({said} bytes)")

    return check


def process_limit_in_answer() -> Check:
    """The most processes the user may run at once (`soft_limits(RLIMIT_NPROC)`, `ulimit -u`),
    as a number, or "unlimited" where it is: the kernel's threads-max or pid_max, or the
    processes running now, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        limits = soft_limits(resource.RLIMIT_NPROC)
        found = set(numbers_in(trace.answer))
        if None in limits and _UNLIMITED.search(trace.answer):
            return Verdict(True)
        if limits & found:
            return Verdict(True)
        said = " or ".join(str(n) for n in limits) or "unknown"
        return Verdict(False, f"answer lacks the process limit ({said})")

    return check


def mount_sources(*folders: Path, mounts: Path = MOUNTS) -> set[str]:
    """The devices (or the sources: "overlay", "tmpfs") of the mounts that hold `folders`, read
    when graded from /proc/self/mounts (or `mounts`), as `df` and `findmnt` show them in their
    first column: for each folder, the mount with the longest mount point that holds it (the one
    mounted last, when two share a mount point)."""
    entries: list[tuple[str, str]] = []
    with contextlib.suppress(OSError):
        for line in mounts.read_text(encoding="utf-8", errors="replace").splitlines():
            fields = line.split()
            if len(fields) >= 3:
                point = re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), fields[1])
                entries.append((point, fields[0]))
    found: set[str] = set()
    for folder in folders:
        path = os.path.realpath(folder)
        best: tuple[str, str] | None = None
        for point, source in entries:
            holds = path == point or path.startswith(point.rstrip("/") + "/")
            if holds and (best is None or len(point) >= len(best[0])):
                best = (point, source)
        if best:
            found.add(best[1])
    return found


def mount_source_in_answer() -> Check:
    """The disk or partition that holds the workspace (`mount_sources`, read when graded) as
    `df .` names it ("/dev/vda1"), or by its device name alone ("vda1"), as a whole word: the
    whole disk ("vda" for "/dev/vda1"), another partition ("/dev/vda2") or the mount point ("/")
    fails; a mount with no device ("overlay", "tmpfs") by that name."""

    def check(trace: Trace, ws: Path) -> Verdict:
        sources = mount_sources(ws)
        if not sources:
            return Verdict(False, "this machine has no mount table to grade by")
        for source in sources:
            name = source.removeprefix("/dev/")
            said = rf"(?:/dev/)?{re.escape(name)}" if source.startswith("/dev/") else re.escape(
                source
            )
            pattern = rf"(?<![\w/.-]){said}(?![\w/-])"
            if re.search(pattern, trace.answer, re.IGNORECASE):
                return Verdict(True)
        return Verdict(False, f"answer lacks the device {sorted(sources)}")

    return check


def business_days_ahead(days: int, today: dt.date | None = None) -> dt.date:
    """The working day (Monday to Friday, holidays not counted) that is `days` working days
    after `today` (today not counted: 5 working days from a Monday is the next Monday, from a
    Saturday the next Friday)."""
    day = today or dt.date.today()
    left = days
    while left:
        day += dt.timedelta(days=1)
        if day.weekday() < 5:
            left -= 1
    return day


def business_day_in_answer(days: int) -> Check:
    """The day `days` working days from today (`business_days_ahead`, read when graded) as a
    date in any usual spelling or by its day of the month alone (`names_day`), and its weekday
    (`weekday_named`): the day `days` calendar days on, or one working day short (today counted
    as the first), is another day."""

    def check(trace: Trace, ws: Path) -> Verdict:
        day = business_days_ahead(days)
        if not names_day(trace.answer, [day]):
            return Verdict(False, f"answer lacks the date {days} working days from today "
                                  f"({day.isoformat()})")
        return weekday_named(day)(trace, ws)

    return check


def commit_author(ref: str, name: str, email: str) -> Check:
    """The commit `ref` was authored by `name` <`email`> (`git log --format='%an <%ae>'`): the
    usual author, or the name with another email, fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        said = _git_out(ws, "log", "-1", "--format=%an <%ae>", ref)
        if said == f"{name} <{email}>":
            return Verdict(True)
        return Verdict(False, f"{ref} is by {said or 'nobody'!r}, not {name} <{email}>")

    return check


def no_repo_config(*keys: str) -> Check:
    """The workspace repository's own config (`git config --local`) sets none of `keys`: a
    one-off asked for, made a setting of the repository (`git config user.name …`), fails."""

    def check(trace: Trace, ws: Path) -> Verdict:
        for key in keys:
            said = _git_out(ws, "config", "--local", "--get", key)
            if said:
                return Verdict(False, f"the repository's {key} is set to {said!r}")
        return Verdict(True)

    return check


# --------------------------------------------------------------------------------- the tasks
@dataclass(frozen=True)
class Task:
    id: str
    lang: Lang
    split: Split
    category: str
    request: str
    checks: tuple[Check, ...]
    grounded: bool = True  # the answer needs a fact from (or an action on) the machine


def T(
    id: str,
    lang: Lang,
    split: Split,
    category: str,
    request: str,
    *checks: Check,
    grounded: bool = True,
    writes: Sequence[str] = (),
) -> Task:
    """A task; every task but a write task must leave the workspace as it was."""
    return Task(id, lang, split, category, request, (*checks, unchanged_except(*writes)), grounded)


TOP_LEVEL = ("README.md", "notes.txt", "todo.md", "sales.csv", "report.py", "draft.txt", "src",
             "docs", "scripts", "logs")
TODO_APPENDED = [*TODO_NOW, "- [ ] 보고서 제출"]
NOTES_EDITED = [line if line != "Water the plants" else "Water the plants on Sunday"
                for line in NOTES]
TODO_TICKED = [line.replace("- [ ] fix the login bug", "- [x] fix the login bug")
               for line in TODO_NOW]
NOTES_WITHOUT_FLOUR = [line for line in NOTES if line != "Buy flour and sugar"]
README_NONBLANK = sum(1 for line in README if line.strip())  # 11
TODO_OPEN = sum(1 for line in TODO_NOW if line.startswith("- [ ]"))  # 3
# fresh3
README_FOLDERS = ("src", "docs", "scripts", "logs")  # what README.md's "## Layout" lists
NOTES_WORDS = sum(len(line.split()) for line in NOTES)  # 40 (what `wc -w notes.txt` says)
REVENUE = sum(int(row[3]) * int(row[4]) for row in SALES)  # 1,008,400: units × unit_price
JUNE5_UNITS = sum(int(row[3]) for row in SALES if row[0] == "2024-06-05")  # 53 (8 + 45)
TODO_UNCOMMITTED = TODO_NOW[-1].removeprefix("- [ ] ")  # "order more flour", not committed
NOTES_TOPPED = ["Pay the electricity bill", *NOTES]
# `python3 src/utils.py` only defines a function: it prints nothing. Ways to say so.
NO_OUTPUT = (
    "nothing", "no output", "not print", "n't print", "not output", "n't output",
    "without print", "without output", "empty", "silent",
    "아무것도", "아무 것도", "아무 출력", "출력이 없", "출력은 없", "출력 결과가 없",
    "출력 결과는 없", "출력되지 않", "출력하지 않", "출력 안", "출력되는 내용이 없",
    "출력된 내용이 없", "출력된 게 없", "출력되는 게 없", "출력된 것이 없", "출력되는 것이 없",
    "출력값이 없", "안 나와", "나오지 않",
)
# fresh4
# the workspace's text files that mention Mina (sales.csv, the code, docs and log do not)
MINA_FILES = tuple(
    name
    for name, lines in (("notes.txt", NOTES), ("README.md", README), ("todo.md", TODO_NOW),
                        ("draft.txt", [DRAFT]))
    if any("Mina" in line for line in lines)
)  # notes.txt, README.md
REPORT_PY_LINES = len(REPORT_PY.splitlines()) + 1  # 14: + REPORT_PY_ADDED (`wc -l report.py`)
_REORDER = re.search(r"(\d+) need reordering", REPORT_PY)
REORDER = int(_REORDER.group(1)) if _REORDER else -1  # 3: what `python3 report.py` says
_BY_DATE = _units_by(0)
BEST_DAY = dt.date.fromisoformat(max(_BY_DATE, key=lambda day: _BY_DATE[day]))  # 06-02 (75)
BIG_SALE_UNITS = 50
BIG_SALES = [row for row in SALES if int(row[3]) > BIG_SALE_UNITS]  # one: Seoul muffin, 55
DRAFT_RENAMED = "summer-menu.txt"
NEW_SALE: list[str | int] = ["2024-06-07", "Busan", "baguette", 12, 4100]
# sales.csv once NEW_SALE is appended
SALES_ADDED: list[list[str | int]] = [[*SALES_HEADER], *SALES, NEW_SALE]
LB_PER_KG = 2.20462
SAVED = 250_000 * 18  # 250,000 won a month for a year and a half: 4,500,000 (450만) won
# Run from src/, report.py cannot open sales.csv (FileNotFoundError). Ways to say it fails…
CANNOT_FIND = (
    "FileNotFoundError", "No such file", "not found", "can't find", "cannot find",
    "couldn't find", "could not find", "unable to find", "can't open", "cannot open",
    "couldn't open", "could not open", "unable to open", "doesn't exist", "does not exist",
    "isn't there", "is not there", "there is no", "there's no", "missing", "error", "fail",
    "crash", "traceback", "doesn't work", "does not work", "won't work", "not work",
)
# … and ways to say it ran fine ("without errors"), which must not be there.
RAN_FINE = ("no error", "without error", "without any error")
# fresh5
LOG_FIRST_TIME = log_text().split()[1]  # 00:00:57, the time on the log's first line
TODO_ITEMS = sum(1 for line in TODO_NOW if line.startswith(("- [ ]", "- [x]")))  # 4: 3 open
FEWEST = min(SALES, key=lambda row: int(row[3]))  # the smallest sale: 8 cheesecakes
# 218,400 won (21만 8,400원): 20 bagels, 35 muffins and 22 croissants, units × unit_price
INCHEON_REVENUE = sum(int(row[3]) * int(row[4]) for row in SALES if row[1] == "Incheon")
NOTES_COPY = "notes-backup.txt"
BAGEL_DAY = ("2024-06-04", "Busan", "bagel")  # the row whose units (10) become 12
SALES_FIXED: list[list[str | int]] = [
    [*SALES_HEADER],
    *[[*row[:3], 12, row[4]] if tuple(row[:3]) == BAGEL_DAY else row for row in SALES],
]
# 3,520: price_with_tax (src/utils.py) of the croissant's unit_price, 3,200
CROISSANT_TAXED = round(next(int(row[4]) for row in SALES if row[2] == "croissant") * 1.1)
CHECK_SH_LINES = CHECK_SH.count("echo ")  # 3 lines of output
TRIP_MINUTES = (11 * 60 + 20) - (8 * 60 + 45)  # 8:45 → 11:20 is 2 h 35 min (155 min)
SHIRT = 35_000 * 80 // 100  # 3만 5천 원 less 20 %: 28,000 (2만 8천) won
# fresh6
# docs/usage.md: "Add a row to sales.csv for every sale." Ways to say "a row".
USAGE_ROW = ("row", "line", "entry", "record", "행", "줄")
USAGE_ADD = ("add", "append", "record", "enter", "insert", "write", "put", "log", "추가", "기록",
             "입력", "적어", "넣")
LOG_130 = log_text().splitlines()[129]  # line 130 (2 × LOG_ERROR_EVERY): an ERROR line
_ORDER_130 = re.search(r"order (\d+)", LOG_130)
ORDER_130 = int(_ORDER_130.group(1)) if _ORDER_130 else -1  # 1130: the order that timed out
# 25: the INFO lines that served /items/7 (the WARN and ERROR lines in between serve nothing)
ITEM7_HITS = sum(1 for line in log_text().splitlines() if line.endswith("GET /items/7"))
README_HEADINGS = sum(1 for line in README if line.startswith("#"))  # 3: a title, 2 sections
FIRST_SALE_DAY = dt.date.fromisoformat(min(str(row[0]) for row in SALES))  # 2024-06-01
LAST_SALE_DAY = dt.date.fromisoformat(max(str(row[0]) for row in SALES))  # 2024-06-06
# baguette (4,100 won): the dearest of what Busan sold (cheesecake was sold in Seoul only)
BUSAN_PRICIEST = str(
    max((row for row in SALES if row[1] == "Busan"), key=lambda row: int(row[4]))[2]
)
BRANCH_COMMITS = (LAST_COMMIT,)  # the commits on BRANCH that main does not have
CAKE = "Pick up the cake order"  # goes into notes.txt right below the line about the invoice
_INVOICE = next(n for n, line in enumerate(NOTES) if "invoice" in line)
NOTES_CAKE = [*NOTES[: _INVOICE + 1], CAKE, *NOTES[_INVOICE + 1 :]]
TODO_UNDONE = [line for line in TODO_NOW if not line.startswith("- [x]")]  # done items gone
_STOCK = re.search(r'print\("(stock check passed: (\d+) items[^"]*)"\)', REPORT_PY)
STOCK_LINE = _STOCK.group(1) if _STOCK else "?"  # what `python3 report.py` prints, any args
IN_STOCK = int(_STOCK.group(2)) if _STOCK else -1  # 42 items in stock
REPORT_SAVED = "result.txt"
COMPOUND = 1000 * 1.05**3  # $1,000 at 5 % a year, compounded yearly, for 3 years: 1,157.63
RECIPE_GRAMS = 300 * 10 / 4  # 300 g of flour serves 4, so 10 servings take 750 g
# fresh7
_PY_SIZES = {"report.py": len(REPORT_PY) + len(REPORT_PY_ADDED) + 1, "src/app.py": len(APP_PY),
             "src/utils.py": len(UTILS_PY)}
BIGGEST_PY = max(_PY_SIZES, key=lambda name: _PY_SIZES[name])  # report.py (475 bytes)
FIRST_WARN = next(line for line in log_text().splitlines() if " WARN " in line)  # line 7
FIRST_WARN_AT = dt.datetime.strptime(" ".join(FIRST_WARN.split()[:2]), "%Y-%m-%d %H:%M:%S")
THE_IN_NOTES = sum(line.casefold().split().count("the") for line in NOTES)  # 6 (on 5 lines)
SLOW_MS = 150
# 90: the WARN lines whose slow query took more than 150 ms (93 with 150 itself; 211 in all)
SLOW_QUERIES = sum(
    1 for found in re.findall(r"\((\d+) ms\)", log_text()) if int(found) > SLOW_MS
)
BUSAN_SHARE = 100 * BUSAN_UNITS / TOTAL_UNITS  # 100 of 323 units: 30.96 %
INCHEON_SOLD = {str(row[2]) for row in SALES if row[1] == "Incheon"}  # bagel, muffin, croissant
KO_PRODUCTS = {"croissant": ("크루아상", "크로와상", "크루와상"), "baguette": ("바게트", "바게뜨"),
               "muffin": ("머핀",), "bagel": ("베이글",), "cheesecake": ("치즈케이크",)}
REPORT_PY_COMMITS = (DATA_COMMIT, LAST_COMMIT)  # the commits that touched report.py: 2
NOTES_SORTED = sorted(NOTES)
SALES_PRICE: list[list[str | int]] = [[*SALES_HEADER[:-1], "price"], *SALES]  # unit_price → price
_REORDER_LINE = re.search(r"(\d+) items in stock, (\d+) need reordering", REPORT_PY)
NO_REORDER = (  # 39: of the 42 items in stock, 3 need reordering
    int(_REORDER_LINE.group(1)) - int(_REORDER_LINE.group(2)) if _REORDER_LINE else -1
)
SUMMARY_LINE = f"summary: {len(SALES)} sales rows, top product {TOP_PRODUCT}"  # report.py --summary
SUMMARY_SAVED = "summary.txt"
FUEL_LITRES = 7 * 350 / 100  # 7 L per 100 km over 350 km: 24.5 L ("about 25")
PORK_GRAMS = 2 * 600  # a 근 of meat is 600 g (of vegetables 375 g): 삼겹살 두 근 is 1,200 g
# fresh8
# the files other than report.py that name it: README.md, todo.md, docs/setup.md
REPORT_PY_MENTIONS = tuple(
    name for name, text in workspace_files().items() if "report.py" in text and name != "report.py"
)
APP_NAMED = tuple(name for name in workspace_files() if "app" in Path(name).name)  # app.py, app.log
LOG_BEFORE_SHUTDOWN = log_text().splitlines()[-2]  # the line before LOG_LAST
_BEFORE_ITEM = re.search(r"/items/(\d+)", LOG_BEFORE_SHUTDOWN)
BEFORE_SHUTDOWN_ITEM = _BEFORE_ITEM.group(1) if _BEFORE_ITEM else "?"  # /items/49 was served
BEFORE_SHUTDOWN_SAID = tuple(  # "GET /items/49", "item 49", "item #49"
    f"{prefix}{BEFORE_SHUTDOWN_ITEM}" for prefix in ("items/", "item ", "item #")
)
_TAX = re.search(r"price \* ([\d.]+)", UTILS_PY)
TAX_FACTOR = float(_TAX.group(1)) if _TAX else -1.0  # price_with_tax multiplies by 1.1 …
TAX_PERCENT = round((TAX_FACTOR - 1) * 100)  # … a tax of 10 %
TAX_SAID = (f"{TAX_FACTOR:g}배", f"* {TAX_FACTOR:g}", f"*{TAX_FACTOR:g}", f"× {TAX_FACTOR:g}",
            f"{TAX_FACTOR:g}을 곱", f"{TAX_FACTOR:g}를 곱", f"{TAX_FACTOR:g} 곱")
# 63: the log's lines stamped 00:xx:xx (one every 57 seconds from 00:00:57)
FIRST_HOUR_ENTRIES = sum(1 for line in log_text().splitlines() if line.split()[1][:3] == "00:")
SRC_PY_LINES = sum(  # 8: src/app.py's 6 lines (2 blank) and src/utils.py's 2 (`wc -l src/*.py`)
    len(text.splitlines())
    for name, text in workspace_files().items()
    if name.startswith("src/") and name.endswith(".py")
)
# 378,000 won: 135 muffins at 2,800
MUFFIN_REVENUE = sum(int(row[3]) * int(row[4]) for row in SALES if row[2] == "muffin")
JUNE4 = "2024-06-04"
JUNE4_SOLD = {str(row[2]) for row in SALES if row[0] == JUNE4}  # muffin (Incheon), bagel (Busan)
COMMIT_MESSAGES = (FIRST_COMMIT, DATA_COMMIT, APP_COMMIT, LAST_COMMIT)  # `git log`, oldest first
SALES_TOTAL: list[list[str | int]] = [  # a total column: units × unit_price
    [*SALES_HEADER, "total"], *[[*row, int(row[3]) * int(row[4])] for row in SALES]
]
# what price_with_tax (src/utils.py) makes of each product's unit_price: croissant 3,520, …
TAXED_PRICES = {str(row[2]): round(int(row[4]) * TAX_FACTOR) for row in SALES}
# price_with_tax("1000"): "1000" * 1.1 raises TypeError (can't multiply sequence by non-int)
STR_PRICE_FAILS = ("TypeError", "can't multiply", "cannot multiply", "non-int", "error", "에러",
                   "오류", "예외", "exception")
NO_ERROR_KO = ("에러 없이", "오류 없이", "에러가 나지 않", "오류가 나지 않", "에러가 안 나",
               "오류가 안 나", "에러는 안 나", "오류는 안 나")
HEIGHT_CM = (5 * 12 + 11) * 2.54  # 5 ft 11 in: 71 inches, 180.34 cm
PYEONG_M2 = 32 * 400 / 121  # 1평 is 400/121 m² (3.3058): 32평 is 105.79 m²
# fresh9
FLOUR_FILES = tuple(  # the files that mention flour: notes.txt, todo.md
    name for name, text in workspace_files().items() if "flour" in text.casefold()
)
CSV_FILES = tuple(name for name in workspace_files() if name.endswith(".csv"))  # sales.csv
LAST_ERROR = [line for line in log_text().splitlines() if " ERROR " in line][-1]  # line 1495
_LAST_ERROR_ORDER = re.search(r"order (\d+)", LAST_ERROR)
LAST_ERROR_ORDER = int(_LAST_ERROR_ORDER.group(1)) if _LAST_ERROR_ORDER else -1  # 2495
LAST_ERROR_AT = dt.datetime.strptime(" ".join(LAST_ERROR.split()[:2]), "%Y-%m-%d %H:%M:%S")
TIMEOUT_SAID = ("timeout", "time out", "timed out", "타임아웃", "시간 초과", "시간초과")
PLUMBER = next(line for line in NOTES if "plumber" in line)  # … about the kitchen sink
PLUMBER_SAID = (PLUMBER.split()[-1], "싱크", "개수대", "주방", "부엌")  # sink, or the kitchen
# 215 characters in notes.txt (`wc -c`, `wc -m`), or 207 without its 8 line ends
NOTES_CHARS = len(workspace_files()["notes.txt"])
NOTES_CHARS_NO_NEWLINES = NOTES_CHARS - workspace_files()["notes.txt"].count("\n")
REPORT_PY_IMPORTS = sum(  # 2: import csv, import sys
    1 for line in REPORT_PY.splitlines() if line.startswith(("import ", "from "))
)
UNITS_PER_SALE = TOTAL_UNITS / len(SALES)  # 323 units over 12 sales: 26.92
KO_REGIONS = {"Seoul": "서울", "Busan": "부산", "Incheon": "인천"}
MUFFIN_TOP_REGION = str(  # Seoul (55 of the 135 muffins; Busan 45, Incheon 35)
    max((row for row in SALES if row[2] == "muffin"), key=lambda row: int(row[3]))[1]
)
_IGNORED = _first_files()[".gitignore"].split()  # logs/
TRACKED_FILES = tuple(  # 11: every file build_workspace writes but the ignored log
    name for name in _first_files() if not any(name.startswith(p) for p in _IGNORED)
)
COMMIT_SPAN_DAYS = (LAST_COMMIT_DAY - FIRST_COMMIT_DAY).days  # 2024-06-01 → 06-04: 3 days
KO_DAYS_SAID = {1: "하루", 2: "이틀", 3: "사흘", 4: "나흘", 5: "닷새"}
GITIGNORE_ADDED = [*_IGNORED, "*.tmp"]  # .gitignore once *.tmp is added
SALES_NO_CHEESECAKE: list[list[str | int]] = [
    [*SALES_HEADER], *[row for row in SALES if row[2] != PRICIEST]
]
# 1,267,650,600,228,229,401,496,703,205,376: exact, digit for digit (as a float, so are the
# rounded 1,267,650,600,228,229,400,000,… and 1.2676506002282294e30)
POWER = 2**100
DAYS_ON = (100, 99)  # 100 days from today, or 99 counting today as the first (100일째)
BILL, TIP_RATE = 64.50, 0.18
TIP = BILL * TIP_RATE  # $11.61
SALARY = 42_000_000  # 연봉 4,200만 원 …
MONTHLY_PAY = SALARY // 12  # … is 350만 원 (3,500,000) a month
# fresh10
SMALLEST_FILE = min(  # draft.txt (26 bytes; the hidden .gitignore, 6, is left out)
    (name for name in workspace_files() if not any(p.startswith(".") for p in Path(name).parts)),
    key=lambda name: len(workspace_files()[name].encode("utf-8")),
)
TRAIN_FILES = tuple(  # notes.txt: "Book train tickets to Busan"
    name for name, text in workspace_files().items() if "train tickets" in text
)
INVOICE_TO = next(line for line in NOTES if "invoice" in line).split()[-1]  # Daniel (다니엘)
TODO_DONE = [line.removeprefix("- [x] ") for line in TODO_NOW if line.startswith("- [x]")]
DONE_SAID = (TODO_DONE[0].split()[-1], "리드미")  # the one done item, "update README"
# 50: the different /items/N pages the log's INFO lines served (N is 0 to 49)
ITEM_PAGES = len(set(re.findall(r"GET /items/(\d+)$", log_text(), re.MULTILINE)))
PRICE_OVER = 3000
SALES_OVER = sum(1 for row in SALES if int(row[4]) > PRICE_OVER)  # 6: croissant ×3, baguette ×2, …
KO_COUNTS = {1: "한", 2: "두", 3: "세", 4: "네", 5: "다섯", 6: "여섯", 7: "일곱", 8: "여덟"}
EN_COUNTS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
EVERY_REGION_SOLD = {  # croissant, muffin, bagel (baguette: not in Incheon; cheesecake: Seoul)
    str(product) for product in {row[2] for row in SALES}
    if {row[1] for row in SALES if row[2] == product} == set(_BY_REGION)
}


def _revenue(region: str) -> int:
    return sum(int(row[3]) * int(row[4]) for row in SALES if row[1] == region)


BUSAN_OVER_INCHEON = _revenue("Busan") - _revenue("Incheon")  # 308,500 − 218,400: 90,100 won
MAIN_COMMITS = COMMITS - len(BRANCH_COMMITS)  # 3: the stock check commit is on BRANCH only
FIRST_COMMIT_AT = dt.datetime.fromisoformat(FIRST_COMMIT_WHEN)  # 2024-06-01 09:00
_MEETING = next(line for line in NOTES if line.startswith("Meeting with Mina"))
_MEETING_AT = re.search(r"at (\d+)pm", _MEETING)
MEETING_HOUR = int(_MEETING_AT.group(1)) if _MEETING_AT else -1  # 3 (pm) …
MEETING_MOVED = MEETING_HOUR + 1  # … moved to 4 pm


def _meeting_at(time_said: str) -> list[str]:
    """notes.txt with the meeting moved, its time written `time_said` ("4pm", "16:00")."""
    return [
        line.replace(f"at {MEETING_HOUR}pm", f"at {time_said}") if line == _MEETING else line
        for line in NOTES
    ]


_H, _H24 = MEETING_MOVED, MEETING_MOVED + 12
NOTES_MOVED = [  # the usual ways to write 4 pm in the note
    _meeting_at(said)
    for said in (f"{_H}pm", f"{_H} pm", f"{_H}PM", f"{_H} PM", f"{_H} p.m.", f"{_H}p.m.",
                 f"{_H}:00pm", f"{_H}:00 pm", f"{_H}:00PM", f"{_H}:00 PM", f"{_H24}:00")
]
SALES_KO_REGIONS: list[list[str | int]] = [  # the region column in Korean: 서울, 부산, 인천
    [*SALES_HEADER], *[[row[0], KO_REGIONS[str(row[1])], *row[2:]] for row in SALES]
]
FIRST_SALE_WEEKDAY = (  # Saturday (2024-06-01), 토요일
    FIRST_SALE_DAY.strftime("%A"), KO_WEEKDAYS[FIRST_SALE_DAY.weekday()]
)
SQFT_PER_M2 = 1 / 0.3048**2  # 10.7639
ROOM_M = (4.5, 3.2)
ROOM_SQFT = ROOM_M[0] * ROOM_M[1] * SQFT_PER_M2  # 4.5 m × 3.2 m: 14.4 m², 155.0 sq ft
WITH_VAT = 55_000  # 5만 5천 원, 부가세 10 % included …
WITHOUT_VAT = round(WITH_VAT / 1.1)  # … is 50,000 (5만) won before it, not 55,000 − 10 %
# fresh11
STOCK_FILES = tuple(  # README.md ("daily stock check"), report.py, logs/app.log ("table stock")
    name for name, text in workspace_files().items() if "stock" in text.casefold()
)
DEF_FILES = tuple(  # the Python files that define a function: src/app.py, src/utils.py
    name for name, text in workspace_files().items()
    if name.endswith(".py") and re.search(r"^def ", text, re.MULTILINE)
)
NO_DEF_PY = tuple(  # report.py: a script with no function of its own
    name for name in workspace_files() if name.endswith(".py") and name not in DEF_FILES
)
_SLOW_TABLE = re.search(r"slow query on table (\w+)", log_text())
SLOW_TABLE = _SLOW_TABLE.group(1) if _SLOW_TABLE else "?"  # stock
PROJECT_FILES = len(workspace_files())  # 13, .gitignore and the log included (.git left out)
EN_NUMBERS = {5: "five", 12: "twelve", 13: "thirteen"}
LONGEST_NOTE = max(NOTES, key=len)  # "Call the plumber about the kitchen sink" …
LONGEST_NOTE_CHARS = len(LONGEST_NOTE)  # … 39 characters (what `wc -L notes.txt` says)
BIGGEST_SALE = max(SALES, key=lambda row: int(row[3]) * int(row[4]))  # Seoul muffins, 06-02 …
BIGGEST_SALE_WON = int(BIGGEST_SALE[3]) * int(BIGGEST_SALE[4])  # … 55 × 2,800: 154,000 won
POOREST_REGION = min(_BY_REGION, key=_revenue)  # Incheon: 218,400 (Busan 308,500, Seoul 481,500)
COMMIT_ADDED = {  # the files each commit of main added (a folder given to `git add`: its files)
    message: [name for name in _first_files() for path in paths
              if name == path or name.startswith(path + "/")]
    for message, _, paths in MAIN_HISTORY
}
MOST_FILES_COMMIT = max(COMMIT_ADDED, key=lambda m: len(COMMIT_ADDED[m]))  # APP_COMMIT …
MOST_FILES = len(COMMIT_ADDED[MOST_FILES_COMMIT])  # … 5: src ×2, docs ×2, scripts/check.sh
SECOND_COMMIT = MAIN_HISTORY[1][0]  # DATA_COMMIT (its hash is read from the repository)
DRAFT_ARCHIVED = "archive/draft.txt"
SALES_BY_UNITS: list[list[str | int]] = [  # sales.csv sorted by units, most first (no ties)
    [*SALES_HEADER], *sorted(SALES, key=lambda row: int(row[3]), reverse=True)
]
MEDIAN_UNITS = statistics.median(int(row[3]) for row in SALES)  # (22 + 25) / 2: 23.5
BORN = dt.date(1995, 8, 20)  # 만 나이 today: read when graded (`age_in_answer`)
AT_WORK, DRIVE_MIN = (9, 15), 50
LEAVE_AT = divmod(AT_WORK[0] * 60 + AT_WORK[1] - DRIVE_MIN, 60)  # 9:15 − 50 min: 8:25
HEIGHT_M, WEIGHT_KG = 1.75, 70
BMI = WEIGHT_KG / HEIGHT_M**2  # 22.86 ("about 23")
# fresh12
LONGEST_FILE = max(  # README.md: 16 lines (report.py 14, sales.csv 13), the log left out
    (name for name in workspace_files() if not name.startswith("logs/")),
    key=lambda name: len(workspace_files()[name].splitlines()),
)
SALES_READERS = tuple(  # report.py: the code that opens sales.csv (README, usage.md only name it)
    name for name, text in workspace_files().items()
    if name.endswith(".py") and "sales.csv" in text
)
NOON_LINE = next(  # the log's first line at 12:00 or later: 12:00:06 … GET /items/8
    line for line in log_text().splitlines() if line.split()[1] >= "12:00:00"
)
_NOON_ITEM = re.search(r"/items/(\d+)$", NOON_LINE)
NOON_ITEM = _NOON_ITEM.group(1) if _NOON_ITEM else "?"
NOON_SAID = tuple(f"{prefix}{NOON_ITEM}" for prefix in ("items/", "item ", "item #"))
_CONTACT = re.search(r"Questions go to ([^.]+)\.", _lines(README))
CONTACT = _CONTACT.group(1) if _CONTACT else "?"  # Mina Park (박미나)
CONTACT_SAID = (CONTACT, CONTACT.split()[0], "미나")
INFO_LINES = sum(  # 1,266: the lines that are neither ERROR (23) nor WARN (211), shutdown included
    1 for line in log_text().splitlines() if line.split()[2] == "INFO"
)
SALE_DAYS = len({str(row[0]) for row in SALES})  # 6: June 1 to 6
SALE_DAYS_KO = {count: word for word, count in _KO_DAYS.items()}[SALE_DAYS]  # 엿새
FIRST_DAYS = sorted({str(row[0]) for row in SALES})[:3]  # June 1, 2 and 3 …
FIRST_DAYS_WON = sum(  # … 189,500 + 204,000 + 198,500: 592,000 won
    int(row[3]) * int(row[4]) for row in SALES if row[0] in FIRST_DAYS
)
_FIRST_DAY, _THIRD_DAY = (dt.date.fromisoformat(day) for day in (FIRST_DAYS[0], FIRST_DAYS[-1]))
_INCHEON_UNITS = {
    str(product): sum(int(row[3]) for row in SALES if row[1] == "Incheon" and row[2] == product)
    for product in INCHEON_SOLD
}
INCHEON_LEAST = min(_INCHEON_UNITS, key=lambda name: _INCHEON_UNITS[name])  # bagel: 20 (22, 35)
BUSAN_CSV = "busan.csv"
BUSAN_ROWS: list[list[str | int]] = [  # the header and Busan's 4 sales, in their order
    [*SALES_HEADER], *[row for row in SALES if row[1] == "Busan"]
]
TODO_REOPENED = [  # the one done item ("update README") unticked
    f"- [ ] {TODO_DONE[0]}" if line == f"- [x] {TODO_DONE[0]}" else line for line in TODO_NOW
]
SALES_SHA256 = hashlib.sha256(workspace_files()["sales.csv"].encode("utf-8")).hexdigest()
REORDER_PERCENT = 100 * REORDER / IN_STOCK  # report.py: 3 of the 42 items in stock, 7.14 %
COFFEES, COFFEE_USD, MUFFIN_USD, PAID_USD = 3, 4.75, 3.25, 20
CHANGE_USD = PAID_USD - (COFFEES * COFFEE_USD + MUFFIN_USD)  # 20 − 17.50: 2.50
WON_PER_USD, DOLLARS = 1380, 250
DOLLARS_WON = WON_PER_USD * DOLLARS  # 345,000 (34만 5천) won
_MAN, _REST = divmod(DOLLARS_WON, 10_000)
DOLLARS_WON_KO = tuple(  # 34만 5천, 34만 5000, 34만 5,000 (원)
    f"{_MAN}만{gap}{rest}"
    for gap in ("", " ")
    for rest in (f"{_REST // 1000}천" if _REST % 1000 == 0 else "", str(_REST), f"{_REST:,}")
    if rest
)
# fresh13
BAKERY_FILES = tuple(  # README.md ("Sunrise Bakery"), report.py (its docstring), src/app.py
    name for name, text in workspace_files().items() if "bakery" in text.casefold()
)
SUBFOLDER_FILES = tuple(  # scripts/check.sh, src/app.py, src/utils.py, docs/setup.md, usage.md
    name for name in workspace_files() if "/" in name and not name.startswith("logs/")
)
PLANTS = "Water the plants"
_PLANTS_AT = NOTES.index(PLANTS)
AFTER_PLANTS = NOTES[_PLANTS_AT + 1]  # "Back up the laptop" …
BEFORE_PLANTS = NOTES[_PLANTS_AT - 1]  # … not "Renew the domain before June"
TIMEOUT_ORDER = 1000 + 6 * LOG_ERROR_EVERY  # 1390: the sixth payment timeout of the log …
_TIMEOUT_LINE = next(line for line in log_text().splitlines() if f"(order {TIMEOUT_ORDER})" in line)
TIMEOUT_AT = dt.datetime.strptime(" ".join(_TIMEOUT_LINE.split()[:2]), "%Y-%m-%d %H:%M:%S")
EVENING_HOUR = 18  # 6 pm
EVENING_ERRORS = sum(  # 6: the ERROR lines at 18:00 or later (18:31:30 … 23:40:15; 23 in all)
    1 for line in log_text().splitlines()
    if line.split()[2] == "ERROR" and line.split()[1] >= f"{EVENING_HOUR:02d}:00:00"
)
MORNING_LINES = sum(  # 757: the log's lines before 12:00:00 (one every 57 s from 00:00:57)
    1 for line in log_text().splitlines() if line.split()[1] < "12:00:00"
)
_WON_BY_DAY = {
    str(day): sum(int(row[3]) * int(row[4]) for row in SALES if row[0] == day)
    for day in {row[0] for row in SALES}
}
LEAST_MONEY_DAY = dt.date.fromisoformat(  # 06-06: 115,400 won (06-04: 123,000; 06-02: 204,000)
    min(_WON_BY_DAY, key=lambda day: _WON_BY_DAY[day])
)
SHARE_REGION = "Seoul"
REGION_SHARE = 100 * _revenue(SHARE_REGION) / REVENUE  # 481,500 of 1,008,400: 47.75 % (of the
# units, 146 of 323, it is 45.2 %)
DOCS_COMMIT_DAY = dt.date.fromisoformat(  # 2024-06-03: APP_COMMIT added docs/ (and src, scripts)
    next(when for _, when, paths in MAIN_HISTORY if "docs" in paths)[:10]
)
LAST_COMMIT_AT = dt.datetime.fromisoformat(LAST_COMMIT_WHEN)  # 12:00 …
NOON_WORDS = ("정오", "noon") if (LAST_COMMIT_AT.hour, LAST_COMMIT_AT.minute) == (12, 0) else ()
_BAGEL_ROW = next(row for row in SALES if row[2] == "bagel")
BAGEL_PRICE_WAS, BAGEL_PRICE = int(_BAGEL_ROW[4]), 2700  # 2,500 → 2,700, in all 3 bagel rows
SALES_BAGEL_PRICED: list[list[str | int]] = [
    [*SALES_HEADER], *[[*row[:4], BAGEL_PRICE] if row[2] == "bagel" else row for row in SALES]
]
NOTES_NUMBERED = [f"{n}. {line}" for n, line in enumerate(NOTES, start=1)]
_BUILD = re.search(r"\(build (\d+)\)", CHECK_SH)
BUILD = _BUILD.group(1) if _BUILD else "?"  # 7781: what `scripts/check.sh` reports
BUILD_TXT = "build.txt"
TAXED_REVENUE = round(REVENUE * TAX_FACTOR)  # price_with_tax(1,008,400): 1,109,240 won
_TAXED_MAN, _TAXED_REST = divmod(TAXED_REVENUE, 10_000)
TAXED_REVENUE_KO = tuple(  # 110만 9240, 110만 9,240 (원)
    f"{_TAXED_MAN}만{gap}{rest}" for gap in ("", " ") for rest in (_TAXED_REST, f"{_TAXED_REST:,}")
)
RUN_KM, RUN_S = 5, 27 * 60 + 30  # 5 km in 27 min 30 s …
PACE_S = RUN_S // RUN_KM  # … is 5:30 (330 s) a kilometre
FILM_MIN, PLAYBACK = 120, 1.25
FILM_WATCH_MIN = round(FILM_MIN / PLAYBACK)  # a 2-hour film at 1.25× speed: 96 minutes
# fresh14
_BYTES = {name: len(text.encode("utf-8")) for name, text in workspace_files().items()}
TWO_BIGGEST = tuple(  # report.py (475 bytes), sales.csv (440); README.md (348) comes third
    sorted((name for name in _BYTES if not name.startswith("logs/")), key=lambda n: -_BYTES[n])[:2]
)
S_FILES = tuple(  # sales.csv, docs/setup.md (src/ and scripts/ are folders, not files)
    name for name in workspace_files() if Path(name).name.casefold().startswith("s")
)


def _order_of(line: str) -> int:
    found = re.search(r"order (\d+)", line)
    return int(found.group(1)) if found else -1


_ERROR_LINES = [line for line in log_text().splitlines() if line.split()[2] == "ERROR"]
EARLY_HOUR = 5  # a little after 5 am …
_EARLY = [n for n, line in enumerate(_ERROR_LINES) if line.split()[1][:2] == f"{EARLY_HOUR:02d}"]
EARLY_ORDER = _order_of(_ERROR_LINES[_EARLY[0]])  # … the one timeout of that hour: 05:08:45, 1325
BEFORE_EARLY = _order_of(_ERROR_LINES[_EARLY[0] - 1])  # 1260 (04:07:00) …
AFTER_EARLY = _order_of(_ERROR_LINES[_EARLY[0] + 1])  # … and 1390 (06:10:30) are not it
SHOP = README[0].removeprefix("# ")  # "Sunrise Bakery": the README's title
SHOP_SAID = (SHOP.split()[0], "선라이즈")
HEAD_LINES = 100
HEAD_WARNS = sum(  # 14: the WARN lines among the log's first 100 (every 7th; line 65 is an ERROR)
    1 for line in log_text().splitlines()[:HEAD_LINES] if line.split()[2] == "WARN"
)
PAIR_FILES = ("notes.txt", "todo.md")
PAIR_LINES = sum(  # 8 + 6: 14 (`wc -l notes.txt todo.md`; todo.md's blank line counts)
    len(workspace_files()[name].splitlines()) for name in PAIR_FILES
)
_WON_BY_PRODUCT = {
    str(product): sum(int(row[3]) * int(row[4]) for row in SALES if row[2] == product)
    for product in _BY_PRODUCT
}
BREADS = ("baguette", "bagel")  # by the money: baguettes 164,000, bagels 120,000 won …
BREADS_WON = tuple(_WON_BY_PRODUCT[name] for name in BREADS)  # … by the units, bagels (48 to 40)
MONEY_DAY = sorted(_WON_BY_DAY)[2]  # the third day of sales, 2024-06-03 …
MONEY_DAY_WON = _WON_BY_DAY[MONEY_DAY]  # … 30 croissants and 25 baguettes: 198,500 won
_MONEY_DAY = dt.date.fromisoformat(MONEY_DAY)
_COMMIT_DAYS = {  # every commit, on main and on BRANCH, and the day it was made
    message: dt.date.fromisoformat(when[:10])
    for message, when in [*((m, w) for m, w, _ in MAIN_HISTORY), (LAST_COMMIT, LAST_COMMIT_WHEN)]
}
WEEKEND_COMMITS = tuple(  # Initial commit (Saturday, June 1), DATA_COMMIT (Sunday, June 2)
    (message, day) for message, day in _COMMIT_DAYS.items() if day.weekday() >= 5
)
WEEKDAY_COMMITS = tuple(  # APP_COMMIT (Monday), LAST_COMMIT (Tuesday)
    message for message, day in _COMMIT_DAYS.items() if day.weekday() < 5
)
REPORT_PY_CHANGE = REPORT_PY_ADDED.removeprefix("# ")  # "stock check added": the one new line
REPORT_PY_CHANGE_SAID = (REPORT_PY_CHANGE, "재고 체크 추가", "재고 확인 추가", "재고 점검 추가")
NEW_CONTACT = INVOICE_TO  # Daniel takes the questions now, instead of Mina Park
_CONTACT_LINE = next(line for line in README if CONTACT in line)  # "Questions go to Mina Park."
README_CONTACTS = [  # the README with that line saying so ("Questions go to Daniel.")
    [said if line == _CONTACT_LINE else line for line in README]
    for said in (
        _CONTACT_LINE.replace(CONTACT, NEW_CONTACT),
        _CONTACT_LINE.replace(CONTACT, NEW_CONTACT).rstrip("."),
        _CONTACT_LINE.replace(CONTACT, NEW_CONTACT).replace(" go ", " now go "),
    )
]
DRAFT_IDEA = "수박 주스"
DRAFT_IDEAS = [[DRAFT, f"{mark}{DRAFT_IDEA}"] for mark in ("", "- ", "* ")]  # below the first
SALES_JSON = "sales.json"
CHRISTMAS = (12, 25)
DRIVE_KM, DRIVE_KMH = 420, 80
LONG_DRIVE_MIN = DRIVE_KM * 60 // DRIVE_KMH  # 315: 5.25 hours are 5 h 15 min (not 5 h 25)
STAY_WON, STAY_NIGHTS = 120_000, 3  # 12만 원 a night, 3박 4일 …
STAY_TOTAL = STAY_WON * STAY_NIGHTS  # … is 3 nights: 360,000 (36만) won, not 4 × 12만
# fresh15
LONG_LINES = 10
LONG_FILES = tuple(  # README.md (16 lines), sales.csv (13), report.py (14), logs/app.log (1,500);
    name for name, text in workspace_files().items()  # notes.txt (8) comes next
    if len(text.splitlines()) > LONG_LINES
)
_APP_SAYS = re.search(r'print\("([^"]+)"\)', APP_PY)
APP_SAYS = _APP_SAYS.group(1) if _APP_SAYS else "?"  # "bakery app": what src/app.py prints …
APP_SAYS_FILES = tuple(  # … and the one file that says it (the README has "a small bakery")
    name for name, text in workspace_files().items() if APP_SAYS in text
)
_WARN_LINES = [line for line in log_text().splitlines() if line.split()[2] == "WARN"]
LAST_WARN = _WARN_LINES[-1]  # line 1498: a slow query of 158 ms at 23:43:06 …
_LAST_WARN_MS = re.search(r"\((\d+) ms\)", LAST_WARN)
LAST_WARN_MS = int(_LAST_WARN_MS.group(1)) if _LAST_WARN_MS else -1
LAST_WARN_AT = dt.datetime.strptime(" ".join(LAST_WARN.split()[:2]), "%Y-%m-%d %H:%M:%S")
# … not the one before it (151 ms at 23:36:27), nor the first (107 ms at 00:06:39)
SLOW_SAID = ("slow", "query", "느린", "쿼리")
DOMAIN_NOTE = next(line for line in NOTES if "domain" in line)  # "Renew the domain before June"
DOMAIN_MONTH = DOMAIN_NOTE.split()[-1]  # June …
EN_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")
DOMAIN_MONTH_SAID = (DOMAIN_MONTH, f"{EN_MONTHS.index(DOMAIN_MONTH) + 1}월", "유월")  # 6월
_DOMAIN_AT = NOTES.index(DOMAIN_NOTE)
DOMAIN_NEIGHBOURS = (  # the notes either side ("… to Busan", "Water the plants"): no dump
    NOTES[_DOMAIN_AT - 1].split()[-1], NOTES[_DOMAIN_AT + 1].split()[-1]
)
README_BULLETS = sum(1 for line in README if line.startswith("- "))  # 4: the Layout list
ERRORS_AND_WARNS = sum(  # 234: the 23 ERROR lines and the 211 WARN lines
    1 for line in log_text().splitlines() if line.split()[2] in ("ERROR", "WARN")
)
WON_PER_ITEM = REVENUE / TOTAL_UNITS  # 1,008,400 won for 323 items: 3,121.98 (not the plain
# mean of unit_price, AVERAGE_PRICE: 3,350)
_BUSAN_DAYS = {str(row[0]) for row in SALES if row[1] == "Busan"}
_BUSAN_UNITS_BY_DAY = {
    day: sum(int(row[3]) for row in SALES if row[1] == "Busan" and row[0] == day)
    for day in _BUSAN_DAYS
}
_BUSAN_WON_BY_DAY = {
    day: sum(int(row[3]) * int(row[4]) for row in SALES if row[1] == "Busan" and row[0] == day)
    for day in _BUSAN_DAYS
}
BUSAN_BEST_DAY = dt.date.fromisoformat(  # 06-05: 45 muffins, 126,000 won (06-03: 30, 96,000);
    max(_BUSAN_DAYS, key=lambda day: _BUSAN_UNITS_BY_DAY[day])  # the best day of all is 06-02
)
BUSAN_BEST_DAY_BY_WON = dt.date.fromisoformat(  # the same day by the money
    max(_BUSAN_DAYS, key=lambda day: _BUSAN_WON_BY_DAY[day])
)
_COMMIT_TIMES = {  # every commit, on main and on BRANCH, and when it was made
    message: dt.datetime.fromisoformat(when)
    for message, when in [*((m, w) for m, w, _ in MAIN_HISTORY), (LAST_COMMIT, LAST_COMMIT_WHEN)]
}
MORNING_COMMITS = tuple(  # 3: at 9, 10 and 11 am; LAST_COMMIT, at noon sharp, is not before it
    message for message, at in _COMMIT_TIMES.items() if at.hour < 12
)
MAIN_LAST_DAY = dt.date.fromisoformat(  # 2024-06-03: main's newest commit, APP_COMMIT (the
    MAIN_HISTORY[-1][1][:10]  # branch checked out, BRANCH, has one more: June 4)
)
TESTS_LINE = "- tests/: unit tests"
_LAYOUT_END = max(n for n, line in enumerate(README) if line.startswith("- "))  # "- logs/: …"
README_TESTS = [*README[: _LAYOUT_END + 1], TESTS_LINE, *README[_LAYOUT_END + 1 :]]
TODO_TITLE = "할 일"
TODO_RETITLED = [f"# {TODO_TITLE}" if line == TODO[0] else line for line in TODO_NOW]
_UNITS = [int(row[3]) for row in SALES]
UNITS_STDEV = (  # 14.47 (statistics.stdev, of a sample) or 13.85 (pstdev, of the population)
    statistics.stdev(_UNITS), statistics.pstdev(_UNITS)
)
REGION_WON = {  # Seoul 481,500, Busan 308,500, Incheon 218,400 won
    region: _revenue(region) for region in _BY_REGION
}
TAKE_OFF, FLIGHT_MIN = (22, 40), 13 * 60 + 35  # leaves at 10:40 pm, 13 h 35 min in the air …
LANDS_AT = divmod(  # … lands at 12:15 pm the next day (not 11:15, nor 12:15 am)
    (TAKE_OFF[0] * 60 + TAKE_OFF[1] + FLIGHT_MIN) % (24 * 60), 60
)
DEPOSIT_WON, RATE_PERMILLE, DEPOSIT_YEARS = 10_000_000, 35, 2  # 1000만 원 at 3.5 % a year …
INTEREST_WON = (  # … simple interest for 2 years: 700,000 (70만) won (compounded, 712,250)
    DEPOSIT_WON * RATE_PERMILLE * DEPOSIT_YEARS // 1000
)
# fresh16
BUSAN_ELSEWHERE = tuple(  # notes.txt ("Book train tickets to Busan"): the one file besides
    name for name, text in workspace_files().items()  # sales.csv that names Busan
    if "Busan" in text and name != "sales.csv"
)
DOCS_SALES_CSV = tuple(  # docs/usage.md ("Add a row to sales.csv …"; setup.md names report.py)
    name for name, text in workspace_files().items()
    if name.startswith("docs/") and "sales.csv" in text
)
_WARN_MS = sorted({int(ms) for ms in re.findall(r"\((\d+) ms\)", log_text())})
SLOWEST_MS, RUNNER_UP_MS = _WARN_MS[-1], _WARN_MS[-2]  # 189 ms (at 08:32:03 and 18:30:33), 188
MEETING_WITH = _MEETING.split()[2]  # Mina, at 3 pm on Friday (the day the request names)
MEETING_DAY = _MEETING.split()[-1]
MEETING_SAID = (MEETING_WITH, "미나")
PY_LINES = sum(  # 22: report.py 14, src/app.py 6, src/utils.py 2 (src alone: 8)
    len(text.splitlines()) for name, text in workspace_files().items() if name.endswith(".py")
)
GOOD_DAY_WON = 150_000  # 15만 원 …
GOOD_DAYS = sum(  # … passed on 4 days: June 1, 2, 3 and 5 (June 4: 123,000; June 6: 115,400)
    1 for won in _WON_BY_DAY.values() if won > GOOD_DAY_WON
)
DAY_WON = REVENUE / SALE_DAYS  # 1,008,400 won over 6 days: 168,066.67 (a sale: 84,033.33)
_RANKED = sorted(_BY_PRODUCT, key=lambda name: -_BY_PRODUCT[name])
SECOND_PRODUCT = _RANKED[1]  # croissant, 92 units after the muffins' 135 (the bagels: 48)
APP_COMMIT_AT = dt.datetime.fromisoformat(  # 2024-06-03 11:00 …
    next(when for message, when, _ in MAIN_HISTORY if message == APP_COMMIT)
)
APP_AFTER_FIRST_MIN = round(  # … 50 hours after the first commit (2 days and 2 hours, not 2
    (APP_COMMIT_AT - FIRST_COMMIT_AT).total_seconds() / 60  # days; 25 hours between each two)
)
FORK_COMMIT = MAIN_HISTORY[-1][0]  # APP_COMMIT: BRANCH was made from main's newest commit
_CONTACT_AT = README.index("## Contact")
README_NO_CONTACT = list(README[:_CONTACT_AT])  # the section, its heading and line, gone …
while README_NO_CONTACT and not README_NO_CONTACT[-1]:  # … and the blank line left before it
    README_NO_CONTACT.pop()
NOTES_WITH_DRAFT = [*NOTES, DRAFT]  # draft.txt's one line at the end of notes.txt (draft.txt gone)
DUE_AFTER_DAYS = 45
DUE_DAY = LAST_SALE_DAY + dt.timedelta(days=DUE_AFTER_DAYS)  # 2024-06-06 + 45: 2024-07-21
TIMEOUTS_TXT = "timeouts.txt"
TIMEOUT_ORDERS = [str(_order_of(line)) for line in _ERROR_LINES]  # 1065, 1130, … 2495: 23
WAGE_USD, WEEK_HOURS, WORK_WEEKS = 28, 37.5, 48
YEAR_PAY_USD = round(WAGE_USD * WEEK_HOURS * WORK_WEEKS)  # $50,400 (52 weeks: 54,600)
RENT_WON, FEES_WON = 650_000, 80_000  # 월세 65만 원, 관리비 8만 원 …
YEAR_RENT_WON = (RENT_WON + FEES_WON) * 12  # … 876만 원 a year (the rent alone: 780만)
NEW_YORK = "America/New_York"
# fresh17
_USAGE_DIR = next(Path(name).parent for name in workspace_files() if Path(name).name == "usage.md")
USAGE_NEIGHBOURS = tuple(  # docs/setup.md: the one other file in usage.md's folder, docs/
    name for name in workspace_files()
    if Path(name).parent == _USAGE_DIR and Path(name).name != "usage.md"
)
BUILD_FILES = tuple(  # scripts/check.sh: the one file that prints a build number ("(build 7781)")
    name for name, text in workspace_files().items() if "(build " in text
)
TODO_LEFT = [  # fix the login bug, write tests for report.py, order more flour (uncommitted)
    line.removeprefix("- [ ] ") for line in TODO_NOW if line.startswith("- [ ]")
]
TODO_LEFT_KEYS = (  # a word of each item left, in English or Korean (one item each)
    ("login", "로그인"), ("test", "테스트"), ("flour", "밀가루"),
)
_LAYOUT = {  # README's Layout list: folder → what it is for
    line.removeprefix("- ").split("/:")[0]: line.split(": ", 1)[1]
    for line in README if line.startswith("- ")
}
SCRIPTS_FOR = _LAYOUT["scripts"]  # "maintenance scripts"
SCRIPTS_FOR_SAID = (SCRIPTS_FOR.split()[0], "유지보수", "유지 보수", "유지관리", "유지 관리",
                    "메인터넌스", "관리용", "관리 스크립트")
OTHER_LAYOUT = tuple(  # what the other folders are for ("the application code", …): no dump
    text.split(" (")[0] for folder, text in _LAYOUT.items() if folder != "scripts"
)
WEEKEND_SALES = sum(  # 4: two sales on Saturday, June 1 and two on Sunday, June 2
    1 for row in SALES if dt.date.fromisoformat(str(row[0])).weekday() >= 5
)
TIMEOUT_OVER = 2000
TIMEOUTS_OVER = sum(  # 8: orders 2040 … 2495 (of the 23 timed out, 1065 … 2495)
    1 for order in TIMEOUT_ORDERS if int(order) > TIMEOUT_OVER
)
_SALE_DAYS_SORTED = sorted(_WON_BY_DAY)
_DROPS = {  # how much less each day brought in than the day before
    (before, after): _WON_BY_DAY[before] - _WON_BY_DAY[after]
    for before, after in itertools.pairwise(_SALE_DAYS_SORTED)
}
_DROP_DAYS = max(_DROPS, key=lambda pair: _DROPS[pair])  # June 3 (198,500) → June 4 (123,000) …
DROP_WON = _DROPS[_DROP_DAYS]  # … 75,500 won less (June 5 → 6: 62,600)
DROP_FROM, DROP_TO = (dt.date.fromisoformat(day) for day in _DROP_DAYS)
CHEESECAKE_DAY = next(str(row[0]) for row in SALES if row[2] == PRICIEST)  # 2024-06-05 …
CHEESECAKE_DAY_WON = _WON_BY_DAY[CHEESECAKE_DAY]  # … 178,000 won that day (the cakes: 52,000)
COMMIT_LINES = {  # the lines each commit added: 17, 39, 18 and the branch's 1
    **{message: sum(len(_first_files()[name].splitlines()) for name in names)
       for message, names in COMMIT_ADDED.items()},
    LAST_COMMIT: len(REPORT_PY_ADDED.splitlines()),
}
LINES_COMMITTED = sum(COMMIT_LINES.values())  # 75 (main alone: 74)
REPORT_PY_DAYS = tuple(  # 2024-06-02 (DATA_COMMIT), 2024-06-04 (LAST_COMMIT)
    _COMMIT_DAYS[message] for message in REPORT_PY_COMMITS
)
UNITS_CSV = "units.csv"
_PRICE_AT = SALES_HEADER.index("unit_price")
SALES_NO_PRICE: list[list[str | int]] = [  # sales.csv with the unit_price column taken out
    [cell for n, cell in enumerate(row) if n != _PRICE_AT] for row in [SALES_HEADER, *SALES]
]
_BULLETS = [line for line in README if line.startswith("- ")]
_BULLETS_AT = README.index(_BULLETS[0])
README_LAYOUT_SORTED = [  # the Layout list in folder order: docs, logs, scripts, src
    *README[:_BULLETS_AT], *sorted(_BULLETS), *README[_BULLETS_AT + len(_BULLETS) :]
]
UNITS_PRICE_R = statistics.correlation(  # −0.407: Pearson's r of units and unit_price
    [float(row[3]) for row in SALES], [float(row[4]) for row in SALES]
)
R_SAID = tuple(f"−{abs(UNITS_PRICE_R):.{places}f}" for places in (2, 3))  # a Unicode minus
DAILY_CSV = "daily.csv"
DAILY_ROWS: list[list[str | int]] = [  # each day's revenue, units × unit_price, in date order
    ["date", "revenue"], *[[day, _WON_BY_DAY[day]] for day in _SALE_DAYS_SORTED]
]
FLOUR_G, FLOUR_BAG_G = 2_500, 400
FLOUR_BAGS = -(-FLOUR_G // FLOUR_BAG_G)  # 6.25 bags' worth: 7 bags to buy
CASH_WON, ICE_WON = 10_000, 1_200  # 만 원 for ice creams at 1,200 won …
ICE_COUNT, ICE_LEFT = divmod(CASH_WON, ICE_WON)  # … buys 8, with 400 won left
# fresh18
IGNORED_FILES = tuple(  # logs/app.log: what .gitignore's logs/ keeps out of git (draft.txt is
    name for name in workspace_files()  # untracked, not ignored)
    if any(name.startswith(pattern) for pattern in _IGNORED)
)
IGNORED_SAID = (  # app.log, or the folder git names ("!! logs/")
    *(Path(name).name for name in IGNORED_FILES), *_IGNORED,
    *(f"{pattern.rstrip('/')} {word}" for pattern in _IGNORED
      for word in ("folder", "directory", "폴더", "디렉터리")),
)
_IN_FOLDERS = [str(Path(name).parent) for name in workspace_files() if "/" in name]
LONE_FILE_FOLDERS = tuple(  # scripts (check.sh) and logs (app.log); src and docs hold two each
    dict.fromkeys(folder for folder in _IN_FOLDERS if _IN_FOLDERS.count(folder) == 1)
)
LAPTOP_NOTE = next(line for line in NOTES if "laptop" in line)  # "Back up the laptop"
LAPTOP_SAID = ("back up", "backup", "back it up", "백업")
BEFORE_LAPTOP = NOTES[NOTES.index(LAPTOP_NOTE) - 1]  # "Water the plants": no dump of the notes
_STOCK_RUN = re.search(r"Run `([^`]+)` for the daily stock check", _lines(README))
STOCK_RUN = _STOCK_RUN.group(1) if _STOCK_RUN else "?"  # python3 report.py (not check.sh)
STOCK_SCRIPT = STOCK_RUN.split()[-1]
UNITS_AT_LEAST = 30
SALES_AT_LEAST = sum(  # 5: 40, 55, 30, 35 and 45 units (over 30, the 30 left out: 4)
    1 for row in SALES if int(row[3]) >= UNITS_AT_LEAST
)
GET_REQUESTS = sum(  # 1,265: the requests served (INFO_LINES, 1,266, has the shutdown line too)
    1 for line in log_text().splitlines() if " GET " in line
)
BAGEL_UNITS = sum(int(row[3]) for row in SALES if row[2] == "bagel")  # 48 bagels, in 3 sales …
BAGEL_RAISE_WON = (BAGEL_PRICE - BAGEL_PRICE_WAS) * BAGEL_UNITS  # … 200 won more: 9,600 (not 600)
BEST_WORST_WON = (  # 204,000 (June 2) − 115,400 (June 6): 88,600 won (the biggest drop: 75,500)
    max(_WON_BY_DAY.values()) - min(_WON_BY_DAY.values())
)
REPORT_COMMITS = tuple(  # DATA_COMMIT and LAST_COMMIT ("… report script", "… to report")
    message for message in COMMIT_MESSAGES if "report" in message.casefold()
)
OTHER_COMMITS = tuple(message for message in COMMIT_MESSAGES if message not in REPORT_COMMITS)
_COMMIT_FILES = {  # the files each commit added or changed: main's, and the branch's one line
    **COMMIT_ADDED,
    LAST_COMMIT: [name for name, text in workspace_files().items() if REPORT_PY_ADDED in text],
}
COMMITTED_TWICE = tuple(  # report.py: in DATA_COMMIT and LAST_COMMIT; every other file once
    name for name in _first_files()  # (todo.md's change is not committed)
    if sum(name in names for names in _COMMIT_FILES.values()) > 1
)
REGIONS_TXT = "regions.txt"
REGIONS_SORTED = sorted(_BY_REGION)  # Busan, Incheon, Seoul (sales.csv has Seoul first)
SETUP_MD = next(name for name, text in workspace_files().items() if "Install Python" in text)
_SETUP_PYTHON = re.search(r"Python (\d+\.\d+)", workspace_files()[SETUP_MD])
SETUP_PYTHON = _SETUP_PYTHON.group(1) if _SETUP_PYTHON else "?"  # 3.11 …
SETUP_PYTHON_NEW = "3.12"
SETUP_UPDATED = workspace_files()[SETUP_MD].replace(  # … becomes 3.12; the heading stays
    f"Python {SETUP_PYTHON}", f"Python {SETUP_PYTHON_NEW}"
).splitlines()
MEDIAN_SALE_WON = statistics.median(  # 83,200: (70,400 + 96,000) / 2 (the mean: 84,033.33)
    int(row[3]) * int(row[4]) for row in SALES
)
# the units of one sale of each product, on average: croissant 30.67, baguette 20, muffin 45,
# bagel 16, cheesecake 8 (their totals: 92, 40, 135, 48 and 8)
PRODUCT_MEAN_UNITS = {
    product: statistics.mean(int(row[3]) for row in SALES if row[2] == product)
    for product in _BY_PRODUCT
}
PHONE_AT, PHONE_MIN_PER_PERCENT = 35, 2  # at 35 %, 1 % every 2 minutes …
PHONE_FULL_MIN = (100 - PHONE_AT) * PHONE_MIN_PER_PERCENT  # … full in 130 min, 2 h 10 (not 70)
SHOES_WON, SHOES_OFF, SHOES_MORE_OFF = 80_000, 30, 10  # 8만 원, 30 % off, then 10 % more …
SHOES_PAID = (  # … 56,000, then 50,400 won (40 % off at once: 48,000)
    SHOES_WON * (100 - SHOES_OFF) // 100 * (100 - SHOES_MORE_OFF) // 100
)
# fresh19
REPORT_PY_NEEDS = tuple(  # sales.csv: the one file of the workspace report.py opens (it imports
    name for name in workspace_files()  # csv and sys, not src/utils.py)
    if name != "report.py" and Path(name).name in REPORT_PY
)
LOG_BYTES = len(log_text().encode("utf-8"))  # 83,473 bytes: 81.5 KiB (`ls -lh`: 82K), 1,500 lines
README_ABOUT = README[2]  # "Inventory and sales tools for a small bakery." (not the title …
README_ABOUT_SAID = ("inventory", "stock and sales", "sales and stock", "sales and inventory")
# … "Sunrise Bakery", nor the daily stock check of the line after it)
SHUTDOWN_AT = dt.datetime.strptime(  # 23:59:58, the log's last line (the one before: 23:44:03)
    " ".join(LOG_LAST.split()[:2]), "%Y-%m-%d %H:%M:%S"
)
BIG_SALE_WON = 100_000
BIG_SALES_WON = sum(  # 4: 128,000, 154,000, 102,500 and 126,000 (every one of the 6 days took
    1 for row in SALES if int(row[3]) * int(row[4]) > BIG_SALE_WON  # in more than 100,000)
)
TOP_LEVEL_FILES = tuple(  # 6: README.md, notes.txt, todo.md, sales.csv, report.py, draft.txt
    name for name in workspace_files() if "/" not in name and not name.startswith(".")
)  # (with .gitignore 7; `ls` lists 10, the four folders with them)
OTHERS_WON = sum(  # 526,900: Busan's 308,500 and Incheon's 218,400 together, more than …
    _revenue(region) for region in _BY_REGION if region != TOP_REGION
)
TOP_REGION_SHORT = OTHERS_WON - _revenue(TOP_REGION)  # … Seoul's 481,500, by 45,400 won
SECOND_MONEY_DAY = dt.date.fromisoformat(  # 2024-06-03: 198,500 won, after June 2's 204,000
    sorted(_WON_BY_DAY, key=lambda day: -_WON_BY_DAY[day])[1]  # (June 1: 189,500; by the units
)  # June 1 and June 3 tie at 55)
MOST_LINES_COMMIT = max(  # DATA_COMMIT: 39 lines (APP_COMMIT, which added the most files: 18)
    COMMIT_LINES, key=lambda message: COMMIT_LINES[message]
)
MOST_LINES = COMMIT_LINES[MOST_LINES_COMMIT]
WITH_SALES_CSV = tuple(  # notes.txt, todo.md, report.py: committed with sales.csv in DATA_COMMIT
    Path(name).name for names in COMMIT_ADDED.values() if "sales.csv" in names
    for name in names if name != "sales.csv"
)
NOT_WITH_SALES_CSV = tuple(  # README.md, .gitignore and APP_COMMIT's files: other commits'
    Path(name).name for names in COMMIT_ADDED.values() if "sales.csv" not in names
    for name in names
)
LAST_CHECK_TXT = "last-check.txt"  # today's date, read when graded
NOTES_REVERSED = NOTES[::-1]  # the last note first (`tac`; `sort -r` is another order)
SLOW_TOTAL_MS = sum(  # 30,455 ms (30.5 s) over the 211 slow queries (over 150 ms alone: 15,274)
    int(ms) for ms in re.findall(r"\((\d+) ms\)", log_text())
)
_SALE_WON = sorted(int(row[3]) * int(row[4]) for row in SALES)
SMALLEST_SALES_WON = _SALE_WON[:3]  # 25,000, 45,000 and 50,000: the three bagel sales …
NEXT_SMALLEST_WON = _SALE_WON[3]  # … then the cheesecakes' 52,000 (the fewest units, 8)
_NEXT_MAN, _NEXT_REST = divmod(NEXT_SMALLEST_WON, 10_000)
NEXT_SMALLEST_SAID = (
    f"{NEXT_SMALLEST_WON:,}", str(NEXT_SMALLEST_WON),
    *(f"{_NEXT_MAN}만{gap}{rest}" for gap in ("", " ")
      for rest in (f"{_NEXT_REST // 1000}천", str(_NEXT_REST), f"{_NEXT_REST:,}")),
)
QUIZ_SCORES, QUIZ_AVERAGE = (82, 90, 79), 85  # three quizzes, an average of 85 wanted …
QUIZ_NEEDED = QUIZ_AVERAGE * (len(QUIZ_SCORES) + 1) - sum(QUIZ_SCORES)  # … 340 − 251: 89
STEPS, STRIDE_CM = 12_000, 70  # 만 2천 보 of 70 cm …
WALK_KM = STEPS * STRIDE_CM / 100_000  # … 8.4 km (8,400 m)
# fresh20
PY_LINE_LIMIT = 79  # PEP 8's line length
OVERLONG_PY = tuple(  # report.py: its line 9 has 82 characters (app.py's longest 26, utils.py's 38)
    name for name, text in workspace_files().items()
    if name.endswith(".py") and any(len(line) > PY_LINE_LIMIT for line in text.splitlines())
)
ONE_LINE_FILES = tuple(  # .gitignore ("logs/") and draft.txt: hidden files counted, as asked (the
    name for name, text in workspace_files().items()  # hidden one left out, draft.txt alone;
    if len(text.splitlines()) == 1  # src/utils.py has 2 lines)
)
CHECK_SH_CHECKS = tuple(  # disk, backup: what scripts/check.sh reports ok (then its build's
    re.findall(r'echo "(\w+) ok"', CHECK_SH)  # STATUS OK)
)
_PY_TEXTS = [text for name, text in workspace_files().items() if name.endswith(".py")]
PY_FUNCTIONS = sum(  # 2: main (src/app.py) and price_with_tax (src/utils.py); report.py has none
    len(re.findall(r"^\s*def \w+", text, re.MULTILINE)) for text in _PY_TEXTS
)
PRINT_CALLS = sum(  # 3: report.py's two and src/app.py's one
    len(re.findall(r"\bprint\(", text)) for text in _PY_TEXTS
)
ROUND_SAID = ("반올림", "round", "사사오입")  # price_with_tax rounds (round(price * 1.1)) …
NOT_ROUND_SAID = (  # … it does not cut the decimals off
    "반올림 안", "반올림은 안", "반올림을 안", "반올림하지 않", "반올림 하지 않",
    "반올림은 하지 않", "반올림을 하지 않", "반올림 없이",
)


def _sold_in(region: str) -> set[str]:
    return {str(row[2]) for row in SALES if row[1] == region}


SEOUL_NOT_BUSAN = _sold_in("Seoul") - _sold_in("Busan")  # cheesecake (Busan sold the other four)
SEOUL_SALE_DAYS = {str(row[0]) for row in SALES if row[1] == "Seoul"}
SEOUL_GAP_DAYS = [  # 2024-06-04: the one day of sales with none in Seoul (Busan's: June 2 and 6)
    dt.date.fromisoformat(day) for day in sorted(_WON_BY_DAY) if day not in SEOUL_SALE_DAYS
]
OTHER_REGION_ROWS = tuple(  # sales.csv's rows of Busan and Incheon, as the file has them: no dump
    ",".join(str(cell) for cell in row) for row in SALES if row[1] != "Seoul"
)
SINGLE_FILE_COMMITS = tuple(  # LAST_COMMIT (report.py alone); the others added 2, 4 and 5 files
    message for message, names in _COMMIT_FILES.items() if len(names) == 1
)
CONTACT_HEADING = "## Contact"
CONTACT_COMMIT = next(  # FIRST_COMMIT: the README, its Contact section with it, never changed
    message for message, names in COMMIT_ADDED.items()  # since (todo.md's ticked "update
    if any(CONTACT_HEADING in _first_files()[name] for name in names)  # README" is no commit)
)
FIRST_COMMIT_SAID = (
    "첫 커밋", "첫커밋", "첫 번째 커밋", "처음 커밋", "최초 커밋", "초기 커밋", "first commit",
)
TAX_PERCENT_NEW = 8  # price_with_tax at 8 % instead of 10 %: round(price * 1.08) …
TAX_NEW_CASES = tuple(  # … of each unit_price of sales.csv, all whole: 2,500 → 2,700, 3,200 →
    (price, price * (100 + TAX_PERCENT_NEW) // 100)  # 3,456, 6,500 → 7,020
    for price in sorted({int(row[4]) for row in SALES})
)
TODO_FLOUR = next(line for line in TODO_NOW if "flour" in line)  # "- [ ] order more flour" …
_TODO_ITEMS_AT = next(n for n, line in enumerate(TODO_NOW) if line.startswith("- "))
TODO_FLOUR_FIRST = [  # … at the top of the list, under the title and its blank line
    *TODO_NOW[:_TODO_ITEMS_AT], TODO_FLOUR,
    *[line for line in TODO_NOW[_TODO_ITEMS_AT:] if line != TODO_FLOUR],
]
_TIMEOUT_TIMES = [dt.datetime.strptime(" ".join(line.split()[:2]), "%Y-%m-%d %H:%M:%S")
                  for line in _ERROR_LINES]
TIMEOUT_GAP_S = round(  # 3,705 s (1:01:45, 65 lines of 57 s) between each two timeouts, all
    (_TIMEOUT_TIMES[-1] - _TIMEOUT_TIMES[0]).total_seconds() / (len(_TIMEOUT_TIMES) - 1)  # the
)  # same; not the day over the 23 of them (62.6 min), nor "every hour"
TABLE_CM = 120  # a round table 120 cm across is 1.131 m² (the diameter taken for its radius: 4.52)
TABLE_M2 = math.pi * (TABLE_CM / 200) ** 2
SPRINT_M, SPRINT_S = 100, 12.5  # 100 m in 12.5 s: 8 m/s …
SPRINT_KMH = SPRINT_M / SPRINT_S * 3.6  # … 28.8 km/h
FRIDAY = EN_WEEKDAYS.index("Friday")
# fresh21
MAIN_GUARD = '__name__ == "__main__"'
MAIN_GUARD_PY = tuple(  # src/app.py: the one Python file with a main guard (report.py runs its
    name for name, text in workspace_files().items()  # code at the top level, src/utils.py only
    if name.endswith(".py") and MAIN_GUARD in text  # defines a function)
)
_SUFFIXES = Counter(Path(name).suffix for name in workspace_files() if Path(name).suffix)
TOP_SUFFIX, TOP_SUFFIX_FILES = _SUFFIXES.most_common(1)[0]  # .md: 4 (README.md, todo.md and
# docs' two; .py 3, .txt 2; the top folder alone has as many .md as .txt, 2; .gitignore has none)
SUFFIX_NAMES = {".md": ("Markdown", "마크다운"), ".py": ("Python", "파이썬")}
REPORT_PY_OPTIONS = tuple(  # --summary: the one option report.py looks for in sys.argv (--help
    re.findall(r'"(--[\w-]+)" in sys\.argv', REPORT_PY)  # is none: it runs the stock check)
)
CHECK_SH_SHELL = CHECK_SH.splitlines()[0].removeprefix("#!")  # /bin/sh (not bash)
ABOVE_AVERAGE_SALES = sum(  # 5: 40, 55, 30, 35 and 45 units over the mean of 26.92 (over the
    1 for row in SALES if int(row[3]) > UNITS_PER_SALE  # median, 23.5, the 25 too: 6)
)
_LOG = log_text().splitlines()
_FIRST_TIMEOUT_AT = next(n for n, line in enumerate(_LOG) if line.split()[2] == "ERROR")
SERVED_BEFORE_TIMEOUT = sum(  # 55: the GET requests served on the 64 lines before the first
    1 for line in _LOG[:_FIRST_TIMEOUT_AT] if " GET " in line  # timeout (9 of them are WARN)
)
_REGION_SALES = Counter(str(row[1]) for row in SALES)  # Seoul 5, Busan 4, Incheon 3 …
FEWEST_PER_SALE = min(  # … Busan: 25 units a sale (Incheon 25.67, the fewest in all, 77;
    _BY_REGION, key=lambda region: _BY_REGION[region] / _REGION_SALES[region]  # Seoul 29.2)
)
WEEKEND_WON = sum(  # 393,500 won: Saturday June 1's 189,500 and Sunday June 2's 204,000
    int(row[3]) * int(row[4]) for row in SALES
    if dt.date.fromisoformat(str(row[0])).weekday() >= 5
)
DRAFT_TXT = "draft.txt"
DRAFT_COMMITS = tuple(  # none: draft.txt is untracked, in no commit (git log -- draft.txt is
    message for message, names in _COMMIT_FILES.items() if DRAFT_TXT in names  # empty)
)
UNTRACKED_SAID = (
    "untracked", "not tracked", "isn't tracked", "not being tracked", "never been committed",
    "never committed", "never been added", "never added", "not been committed",
    "hasn't been committed", "wasn't committed", "not committed", "isn't committed",
    "not in any commit", "not part of any commit", "no commit", "none of the commits",
    "none of your commits", "none of them", "isn't in git", "is not in git", "not in git",
    "not under version control", "not version-controlled", "not in the repo",
    "추적되지 않", "추적 안", "추적하지 않", "커밋된 적이 없", "커밋된 적 없", "커밋한 적이 없",
    "커밋한 적 없", "커밋되지 않", "커밋 안 된", "커밋이 안 된", "한 번도 커밋",
)
MAIN_REPORT_PY_LINES = len(REPORT_PY.splitlines())  # 13 on main (14 on BRANCH, where the last
# commit added its line, and in the workspace)
NETWORK_OK = "network ok"
_CHECK_SH_SAYS = re.findall(r'echo "([^"]*)"', CHECK_SH)  # disk ok, backup ok, STATUS OK (…)
_BACKUP_AT = _CHECK_SH_SAYS.index("backup ok")
CHECK_SH_NETWORK = [  # what scripts/check.sh prints once it checks the network after the backup
    *_CHECK_SH_SAYS[: _BACKUP_AT + 1], NETWORK_OK, *_CHECK_SH_SAYS[_BACKUP_AT + 1 :]
]
TAX_NOW_CASES = tuple(  # price_with_tax as it is, on each unit_price: 2,500 → 2,750 … 6,500 →
    (price, round(price * TAX_FACTOR))  # 7,150 (a docstring changes none of them)
    for price in sorted({int(row[4]) for row in SALES})
)
_LOG_FIRST_AT, _LOG_LAST_AT = (
    dt.datetime.strptime(" ".join(line.split()[:2]), "%Y-%m-%d %H:%M:%S") for line in
    (_LOG[0], _LOG[-1])
)
LOG_SPAN_S = round(  # 86,341 s: 00:00:57 to 23:59:58, 23:59:01 (to the last request, 23:44:03,
    (_LOG_LAST_AT - _LOG_FIRST_AT).total_seconds()  # 23:43:06; "24 hours" is 59 s off)
)


def _longest_run(days: Sequence[dt.date]) -> int:
    """The most days in a row among `days` (any order, repeats once)."""
    best = run = 0
    previous: dt.date | None = None
    for day in sorted(set(days)):
        run = run + 1 if previous and (day - previous).days == 1 else 1
        best, previous = max(best, run), day
    return best


BUSAN_STREAK = _longest_run(  # 3: June 3, 4 and 5 (Busan sold on 4 days: June 1 too)
    [dt.date.fromisoformat(day) for day in _BUSAN_DAYS]
)
RIDE_KM, RIDE_THERE_KMH, RIDE_BACK_KMH = 60, 30, 60  # 60 km there at 30 km/h, back at 60 …
RIDE_AVG_KMH = (  # … 120 km in 3 hours: 40 km/h (the mean of the two speeds: 45)
    2 * RIDE_KM / (RIDE_KM / RIDE_THERE_KMH + RIDE_KM / RIDE_BACK_KMH)
)
STOCK_UP, STOCK_DOWN = 10, 10  # up 10 %, then down 10 % …
STOCK_NOW_PERCENT = (100 + STOCK_UP) * (100 - STOCK_DOWN) // 100  # … 99 % of the start …
STOCK_CHANGE = STOCK_NOW_PERCENT - 100  # … 1 % down (not back where it was)
# fresh22
BIG_FILE_BYTES = 1000  # "bigger than 1 KB": 1,000 or 1,024 bytes, no file lies between them
BIG_FILES = tuple(  # logs/app.log (83,473 bytes; the next, report.py, has 475)
    name for name, size in _BYTES.items() if size > BIG_FILE_BYTES
)
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
DATED_FILES = tuple(  # sales.csv (its date column), logs/app.log (its stamps); notes.txt has a
    name for name, text in workspace_files().items() if _ISO_DAY.search(text)  # weekday and a
)  # month, no date
SHOPPING = next(line for line in NOTES if line.startswith("Buy "))  # "Buy flour and sugar" …
SHOPPING_ITEMS = tuple(  # … flour and sugar (todo.md's "order more flour" is an order)
    word for word in SHOPPING.split()[1:] if word != "and"
)
_SETUP_NEXT = re.search(r"then run ([\w./-]+?)\.?$", workspace_files()[SETUP_MD].strip())
SETUP_NEXT = _SETUP_NEXT.group(1) if _SETUP_NEXT else "?"  # report.py, after Python 3.11
_TIMEOUT_ROWS = [n for n, line in enumerate(_LOG) if line.split()[2] == "ERROR"][:2]
WARNS_BETWEEN_TIMEOUTS = sum(  # 9: the WARN lines among the 64 between the log's lines 65 and
    1 for line in _LOG[_TIMEOUT_ROWS[0] + 1 : _TIMEOUT_ROWS[1]]  # 130 (01:01:45, 02:03:30;
    if line.split()[2] == "WARN"  # 55 requests served between them)
)
SEOUL_BIG_UNITS = 20
SEOUL_BIG_SALES = sum(  # 3: 40 croissants, 55 muffins, 25 baguettes (of Seoul's 5 sales; 8
    1 for row in SALES if row[1] == "Seoul" and int(row[3]) > SEOUL_BIG_UNITS  # and 18 not)
)
CROISSANTS_OUT_OF_SEOUL = sum(  # 52: Busan's 30 and Incheon's 22 (all the croissants: 92)
    int(row[3]) for row in SALES if row[2] == "croissant" and row[1] != "Seoul"
)
CHEAP_PRICE = 3000
CHEAP_WON = sum(  # 498,000 won: the muffins' 378,000 (2,800 won) and the bagels' 120,000 (2,500)
    int(row[3]) * int(row[4]) for row in SALES if int(row[4]) < CHEAP_PRICE
)
MAIN_NEWEST = MAIN_HISTORY[-1][0]  # APP_COMMIT, main's newest commit …
MAIN_NEWEST_LINES = COMMIT_LINES[MAIN_NEWEST]  # … added 18 lines (the branch's newest: 1)
_COMMITS_AT = sorted(_COMMIT_TIMES.values())
COMMIT_GAPS_S = {  # {90,000}: every commit 25 hours after the one before (a day and an hour)
    round((later - earlier).total_seconds()) for earlier, later in itertools.pairwise(_COMMITS_AT)
}
COMMIT_GAP_S = min(COMMIT_GAPS_S)
COMMIT_GAP_SAID = ("1 day, 1:00:00",)  # how Python prints a timedelta of 25 hours
SHEBANG = "#!/usr/bin/env python3"
_REPORT_PY_NOW = workspace_files()["report.py"].splitlines()
REPORT_PY_SHEBANG = [  # report.py with the line on top (a blank line after it, or not)
    [SHEBANG, *_REPORT_PY_NOW], [SHEBANG, "", *_REPORT_PY_NOW]
]
TODAY_SH = "scripts/today.sh"
_LOG_STAMPS = [dt.datetime.strptime(" ".join(line.split()[:2]), "%Y-%m-%d %H:%M:%S")
               for line in _LOG]
LOG_LONGEST_GAP_S = round(max(  # 955 s (15:55): 23:44:03 to the shutdown at 23:59:58; every
    (later - earlier).total_seconds()  # other gap is 57 s
    for earlier, later in itertools.pairwise(_LOG_STAMPS)
))


def _is_weekend(day: str) -> bool:
    return dt.date.fromisoformat(day).weekday() >= 5


WEEKEND_DAY_WON = statistics.mean(  # 196,750: June 1 (Sat) and June 2 (Sun), 393,500 in all …
    won for day, won in _WON_BY_DAY.items() if _is_weekend(day)
)
WEEKDAY_DAY_WON = statistics.mean(  # … 153,725: June 3 to 6, 614,900 in all …
    won for day, won in _WON_BY_DAY.items() if not _is_weekend(day)
)
WEEKEND_OVER_WEEKDAY_WON = round(  # … 43,025 won more on a weekend day (the totals: 221,400 less)
    WEEKEND_DAY_WON - WEEKDAY_DAY_WON
)
HEATER_W, HEATER_HOURS, HEATER_DAYS, HEATER_CENTS = 1500, 6, 30, 15  # 1.5 kW, 6 h a day …
HEATER_USD = (  # … 270 kWh in 30 days, at 15 ¢ a kWh: $40.50 (watts taken for kW: 40,500)
    HEATER_W * HEATER_HOURS * HEATER_DAYS / 1000 * HEATER_CENTS / 100
)
WATER_WON, WATER_PACK, WATER_PACK_WON = 1000, 12, 9900  # 12 bottles: 12,000 won one by one …
WATER_SAVED_WON = (  # … 9,900 won in a pack: 2,100 less, 175 won a bottle (each costs 825)
    (WATER_WON * WATER_PACK - WATER_PACK_WON) / WATER_PACK
)
PAYDAY = 25  # the day of the month pay comes (the days left to it: read when graded)
# fresh23
SHEBANG_FILES = tuple(  # scripts/check.sh ("#!/bin/sh"): the one file that starts with "#!"
    name for name, text in workspace_files().items() if text.startswith("#!")  # (report.py
)  # starts with its docstring; the hooks git puts in .git are no file of the project)
UPPER_NAMED = tuple(  # README.md: the one name with a capital letter (folders: all lower case)
    name for name in workspace_files() if any(c.isupper() for c in name)
)
_TOP_TOTAL = re.search(r'totals\.get\(row\["product"\], 0\) \+ int\(row\["(\w+)"\]\)', REPORT_PY)
REPORT_TOP_BY = _TOP_TOTAL.group(1) if _TOP_TOTAL else "?"  # units: report.py --summary adds up
# each product's units and takes the most (not the money, nor the rows, nor unit_price)
REPORT_TOP_NOT = (  # … and not the money: "by revenue", "units times unit_price"
    r"\b(?:by|on|from|uses|its|the|highest|most|biggest)\s+(?:total\s+)?(?:revenue|money|"
    r"takings|sales value|income)\b|\bunits?\s*(?:×|\*|x|times|multiplied by)\s*(?:the\s+)?"
    r"(?:unit[_ ])?price"
)
REPORT_TOP_SAID = (
    REPORT_TOP_BY, "quantity", "quantities", "items sold", "number sold", "most sold",
    "sold the most", "sold most", "were sold", "total sold", "how many it sold", "수량", "개수",
    "판매량",
)
LAST_SALE = SALES[-1]  # 2024-06-06, Seoul, bagel, 18, 2500: the last row of sales.csv
EARLIER_SALE_ROWS = tuple(  # the rows before it, as sales.csv has them: no dump of the file
    ",".join(str(cell) for cell in row) for row in SALES[:-1]
)
CROISSANT_DAYS = len(  # 3: June 1, 3 and 6 (92 croissants; 3 sales, one a day)
    {str(row[0]) for row in SALES if row[2] == "croissant"}
)
REGION_SALES = Counter(str(row[1]) for row in SALES)  # Seoul 5, Busan 4, Incheon 3 sales
FEW_UNITS = 50
FEW_SOLD = tuple(  # baguette 40, bagel 48, cheesecake 8 (croissant 92, muffin 135)
    name for name, units in _BY_PRODUCT.items() if units < FEW_UNITS
)
PRODUCTS_BY_WON = sorted(  # muffin 378,000, croissant 294,400, baguette 164,000, bagel 120,000,
    _WON_BY_PRODUCT, key=lambda name: -_WON_BY_PRODUCT[name]  # cheesecake 52,000 (by the units
)  # the bagels, 48, come before the baguettes, 40)
PRODUCTS_BY_UNITS = sorted(_BY_PRODUCT, key=lambda name: -_BY_PRODUCT[name])
CLEANED = tuple(  # draft.txt: what `git clean` removes, untracked and not ignored (logs/ is
    name for name in workspace_files()  # ignored: only `git clean -x` would take it)
    if name not in TRACKED_FILES and not any(name.startswith(p) for p in _IGNORED)
)
CHANGELOG = "CHANGELOG.md"
CHANGELOG_ENTRIES = [  # every commit, newest first: its message and the day it was made
    (message, at.date()) for message, at in sorted(_COMMIT_TIMES.items(), key=lambda m: m[1],
                                                   reverse=True)
]
UNTAX = "price_without_tax"
UNTAX_CASES = tuple(  # price_with_tax undone: 2,750 → 2,500 … 7,150 → 6,500 (10 % off the taxed
    (round(price * TAX_FACTOR), price)  # price is 2,475, not it)
    for price in sorted({int(row[4]) for row in SALES})
)
_SALE_WON_DOWN = sorted((int(row[3]) * int(row[4]) for row in SALES), reverse=True)
TOP_SALES = 3
TOP_SALES_SHARE = (  # 40.46 %: 154,000 + 128,000 + 126,000 = 408,000 of 1,008,400 won (the
    100 * sum(_SALE_WON_DOWN[:TOP_SALES]) / REVENUE  # three best days: 592,000, 58.7 %)
)
MILESTONE_WON = 500_000
_RUNNING = list(itertools.accumulate(_WON_BY_DAY[day] for day in _SALE_DAYS_SORTED))
MILESTONE_DAY = dt.date.fromisoformat(  # 2024-06-03: 592,000 won by then (393,500 on June 2)
    next(day for day, won in zip(_SALE_DAYS_SORTED, _RUNNING, strict=True) if won > MILESTONE_WON)
)
PIZZA_BIG_IN, PIZZA_SMALL_IN, PIZZA_SMALLS = 12, 8, 2  # one 12-inch pizza or two 8-inch ones …
PIZZA_MORE_SQIN = (  # … 113.1 against 100.5 square inches: 12.57 more (4π; the diameters
    math.pi * (PIZZA_BIG_IN / 2) ** 2 - PIZZA_SMALLS * math.pi * (PIZZA_SMALL_IN / 2) ** 2
)  # taken for the radii: 50.27, the diameters alone: 144 − 128 = 16)
SAVING_WON, SAVING_MONTHS, SAVING_PERCENT = 500_000, 12, 4  # 적금: 50만 원 a month for a year …
SAVING_INTEREST_WON = (  # … each month's 50만 earns 4 % a year for the months it is in: 50만 ×
    SAVING_WON * SAVING_PERCENT * (SAVING_MONTHS * (SAVING_MONTHS + 1) // 2) // (100 * 12)
)  # 4 % ÷ 12 × 78 = 130,000 (13만) won (the 600만 as if in for the whole year: 240,000)
THANKSGIVING = (11, EN_WEEKDAYS.index("Thursday"), 4)  # the fourth Thursday of November
BORN_ON = dt.date(1992, 3, 15)  # the days since: read when graded
RAINBOW = (  # red, orange, yellow, green, blue, indigo, violet: 빨주노초파남보
    ("빨강", "빨간", "빨간색", "red"), ("주황", "orange"), ("노랑", "노란", "yellow"),
    ("초록", "녹색", "green"), ("파랑", "파란", "blue"), ("남색", "남빛", "쪽빛", "indigo"),
    ("보라", "violet", "purple"),
)
# fresh24
CODE_FILES = tuple(  # report.py, scripts/check.sh, src/app.py, src/utils.py: the programs (the
    name for name in workspace_files() if Path(name).suffix in (".py", ".sh")  # notes, docs,
)  # data, log and .gitignore are none; the .py files alone leave the shell script out)
SMALL_BYTES = 100
_SEEN_FILES = [  # every file but the hidden .gitignore
    name for name in workspace_files() if not any(p.startswith(".") for p in Path(name).parts)
]
SMALL_FILES = tuple(  # scripts/check.sh 72, src/app.py 84, src/utils.py 69, docs/setup.md 50,
    name for name in _SEEN_FILES if _BYTES[name] < SMALL_BYTES  # docs/usage.md 48, draft.txt 26
)
NOT_SMALL_FILES = tuple(  # todo.md (107 bytes, just over), notes.txt 215, README.md 348, …
    Path(name).name for name in _SEEN_FILES if name not in SMALL_FILES
)
_ENCODING = re.search(r'open\("sales\.csv", encoding="([^"]+)"\)', REPORT_PY)
REPORT_ENCODING = _ENCODING.group(1) if _ENCODING else "?"  # utf-8: how report.py opens the CSV
ENCODING_SAID = (  # utf-8, utf8, "utf 8"
    REPORT_ENCODING, REPORT_ENCODING.replace("-", ""), REPORT_ENCODING.replace("-", " ")
)
REPORT_PY_ELSEWHERE = (  # lines of report.py that say nothing of it: no dump of the file
    "import sys", "need reordering",
)
THIRD_SALE = SALES[2]  # 2024-06-02, Seoul, 55 muffins at 2,800: the third row under the header
OTHER_SALE_ROWS = tuple(  # … (the file's third line is Busan's 15 baguettes, the second sale):
    ",".join(str(cell) for cell in row) for row in SALES if row is not THIRD_SALE  # no dump
)
NOTES_DISTINCT_WORDS = len(  # 34 of the 40 words ("the" 6 times, "to" twice; none differs by
    set(" ".join(NOTES).split())  # its case alone)
)
WEEKDAY_SALE_DAYS = len(  # 4: June 3 to 6, Monday to Thursday (8 sales; June 1 and 2 a weekend)
    [day for day in _WON_BY_DAY if not _is_weekend(day)]
)
RUN_PRODUCTS = tuple(  # muffin: June 4 (Incheon) and June 5 (Busan); every other product skips a
    name for name in _BY_PRODUCT  # day (bagels June 2, 4 and 6; croissants 1, 3 and 6)
    if _longest_run([dt.date.fromisoformat(str(row[0])) for row in SALES if row[2] == name]) > 1
)
_SEOUL_WON = {
    str(product): sum(int(row[3]) * int(row[4]) for row in SALES
                      if row[1] == "Seoul" and row[2] == product)
    for product in _sold_in("Seoul")
}
SEOUL_LEAST = min(_SEOUL_WON, key=lambda name: _SEOUL_WON[name])  # bagel: 18 × 2,500 = 45,000 won
SEOUL_LEAST_WON = _SEOUL_WON[SEOUL_LEAST]  # (the fewest units, Seoul's 8 cheesecakes, made 52,000)
DIFF_FROM_MAIN = tuple(  # todo.md (its uncommitted line) and report.py (the branch's commit);
    name for name in TRACKED_FILES  # draft.txt is untracked, on no branch
    if workspace_files()[name] != _first_files()[name]
)
_HEAD_FILES = {**_first_files(), "report.py": workspace_files()["report.py"]}  # the branch's tip
STASHED = tuple(  # todo.md: what `git stash` takes, the tracked files changed since HEAD (the
    name for name in TRACKED_FILES  # untracked draft.txt stays without -u)
    if workspace_files()[name] != _HEAD_FILES[name]
)
STASH_LEFT_SAID = (  # draft.txt named, but as left out: untracked, not taken, or only with -u
    "untracked", "not tracked", "isn't tracked", "not included", "isn't included", "not be",
    "won't be", "wouldn't be", "left out", "left behind", "leaves", "stays", "stay ", "remains",
    "except", "-u", "include-untracked", "추적되지 않", "추적이 안 되", "추적 안 되", "추적 안되",
    "추적하지 않", "추적 대상이 아니", "안 들어가", "들어가지 않", "포함 안", "포함되지 않",
    "포함이 안", "빠지", "빠져", "빠집", "제외", "남아", "남습", "남고", "그대로",
)
_LAYOUT_AT = README.index("## Layout")
README_CONTACT_FIRST = [  # the Contact section (heading, blank line, its line) before Layout
    *README[:_LAYOUT_AT], *README[_CONTACT_AT:], "", *README[_LAYOUT_AT:_CONTACT_AT]
]
SALES_TSV = "sales.tsv"
SALES_TSV_LINES = [  # sales.csv with tabs between the cells, the header row first
    "\t".join(SALES_HEADER), *["\t".join(str(cell) for cell in row) for row in SALES]
]
DAILY_MEDIAN_WON = round(  # 183,750: (178,000 + 189,500) / 2 of the six days (the mean day:
    statistics.median(_WON_BY_DAY.values())  # 168,066.67; the median sale: 83,200; the units
)  # per day: 54)
_FIRST_DAY_WON, _LAST_DAY_WON = (_WON_BY_DAY[day] for day in (min(_WON_BY_DAY), max(_WON_BY_DAY)))
LAST_DAY_DROP = (  # 39.10 %: June 1's 189,500 to June 6's 115,400 won, 74,100 less (of the last
    100 * (_FIRST_DAY_WON - _LAST_DAY_WON) / _FIRST_DAY_WON  # day's: 64.2 %; the units, 55 to 40:
)  # 27.3 %)
MPG = 40  # miles per US gallon …
LITRES_PER_GALLON, KM_PER_MILE = 3.785411784, 1.609344
LITRES_PER_100KM = (  # … is 5.88 L/100 km (17.0 km a litre; an imperial gallon's 40 mpg: 7.06)
    100 * LITRES_PER_GALLON / (MPG * KM_PER_MILE)
)
LIST_WON, PAID_WON = 120_000, 84_000  # 12만 원 paid 8만 4천 …
DISCOUNT_PERCENT = (  # … 36,000 off: 30 % (of the price paid, 42.9 %)
    100 * (LIST_WON - PAID_WON) / LIST_WON
)
COUPLE_DAY = 100  # today is the 100th day (100일째), the first day counted as the 1st: the
# first day was 99 days ago (read when graded; 100 days ago is a day early)
PYTHON_MAKER = ("Guido", "van Rossum", "귀도", "반 로섬")
MOON_KM, MOON_SLACK_KM = 384_400, 30_000  # about 38만 km (363,000 to 405,000 over the month)
# fresh25
BIGGER_THAN_NOTES = tuple(  # README.md 348, sales.csv 440, report.py 475, logs/app.log 83,473
    name for name in _SEEN_FILES if _BYTES[name] > _BYTES["notes.txt"]  # (notes.txt: 215 bytes)
)
NOT_BIGGER_THAN_NOTES = tuple(  # todo.md 107, src/app.py 84, … draft.txt 26: all smaller
    Path(name).name for name in _SEEN_FILES if name not in BIGGER_THAN_NOTES and name != "notes.txt"
)
_PY_FILE_TEXTS = {name: text for name, text in workspace_files().items() if name.endswith(".py")}
COMMENTED_PY = tuple(  # report.py: the last commit's "# stock check added" (no other .py file
    name for name, text in _PY_FILE_TEXTS.items()  # has a # anywhere; docstrings are no comments)
    if any(line.lstrip().startswith("#") for line in text.splitlines())
)
UNCOMMENTED_PY = tuple(Path(name).name for name in _PY_FILE_TEXTS if name not in COMMENTED_PY)
BAGUETTE_PRICE = next(int(row[4]) for row in SALES if row[2] == "baguette")  # 4,100 won
OTHER_PRICES_SAID = tuple(  # 3,200, 2,800, 2,500, 6,500: the other products' (no dump)
    said for price in sorted({int(row[4]) for row in SALES} - {BAGUETTE_PRICE})
    for said in (str(price), f"{price:,}")
)
TODO_TESTS = next(line for line in TODO_NOW if "test" in line)  # "- [ ] write tests for report.py"
TESTS_SAID = ("test", "테스트")
LONG_WORDS = 5
NOTES_LONG_LINES = sum(  # 2: "Meeting with Mina at 3pm on Friday" and the plumber's (7 words
    1 for line in NOTES if len(line.split()) > LONG_WORDS  # each); 3 more have exactly five
)
PY_BLANK_LINES = sum(  # 3: report.py's one (after the imports) and src/app.py's two (before
    1 for text in _PY_FILE_TEXTS.values()  # its guard); src/utils.py has none
    for line in text.splitlines() if not line.strip()
)
_KINDS = {region: len(_sold_in(region)) for region in KO_REGIONS}
WIDEST_REGION = max(_KINDS, key=lambda region: _KINDS[region])  # Seoul: 5 kinds (Busan 4,
# Incheon 3)
WIDEST_KINDS = _KINDS[WIDEST_REGION]
BAGELS_BY_REGION = {  # Incheon 20, Busan 10, Seoul 18 (one sale each; 48 in all)
    region: sum(int(row[3]) for row in SALES if row[1] == region and row[2] == "bagel")
    for region in KO_REGIONS
}
_LATER_PATHS = {  # what a commit after the first gave to `git add` (src, docs, scripts: folders)
    path for _, _, paths in MAIN_HISTORY[1:] for path in paths
} | {"report.py"}  # the branch's commit
FIRST_COMMIT_KEPT = tuple(  # README.md and .gitignore: the first commit's files, never changed
    name for name in MAIN_HISTORY[0][2]
    if name not in _LATER_PATHS and workspace_files()[name] == _first_files()[name]
)
MERGED = tuple(  # report.py: what merging the branch into main changes there (its one commit)
    name for name in TRACKED_FILES if _HEAD_FILES[name] != _first_files()[name]
)
MERGE_LEFT_OUT = tuple(  # todo.md: different from main in the working copy, but not committed
    name for name in DIFF_FROM_MAIN if name not in MERGED
)
MERGE_LEFT_SAID = (  # todo.md named, but as what the merge leaves alone
    *STASH_LEFT_SAID, "not part", "isn't part", "won't change", "doesn't change", "not affected",
    "unaffected", "not merged", "won't be merged", "상관없", "상관이 없", "관계없", "관계가 없",
    "영향 없", "영향이 없", "영향을 주지 않", "안 바뀌", "바뀌지 않", "변경되지 않", "머지되지 않",
    "머지 안 되", "반영되지 않", "반영 안 되",
)
PRICES_CSV = "prices.csv"
_PRICES: set[tuple[str, int]] = {(str(row[2]), int(row[4])) for row in SALES}
_PRICE_ROWS: list[list[str | int]] = [
    [name, price] for name, price in sorted(_PRICES, key=lambda pair: pair[1])
]
PRICE_LIST: list[list[str | int]] = [  # one row a product, cheapest first: bagel 2,500 …
    ["product", "unit_price"],  # … cheesecake 6,500
    *_PRICE_ROWS,
]
APP_NAME = "Sunrise Bakery"  # src/app.py to print this instead of "bakery app"
APP_RENAMED = [  # src/app.py's lines with the print changed, in either quotes
    [line.replace('"bakery app"', quoted) for line in APP_PY.splitlines()]
    for quoted in (f'"{APP_NAME}"', f"'{APP_NAME}'")
]
MUFFIN_SHARE = 100 * MUFFIN_REVENUE / REVENUE  # 37.49 %: 378,000 of 1,008,400 won (the units':
# 135 of 323, 41.8 %)
MONTH_DAYS = 30
MONTH_AT_DAILY_AVERAGE = round(  # 5,042,000 won: 1,008,400 over the six days of sales, 168,066.67
    REVENUE / SALE_DAYS * MONTH_DAYS  # a day, times 30 (a sale's average times 30: 2,521,000)
)
PLAN_MONTHLY, PLAN_YEARLY = 12.99, 129  # dollars
PLAN_SAVED = round(12 * PLAN_MONTHLY - PLAN_YEARLY, 2)  # 155.88 − 129 = 26.88
COFFEE_WON, COFFEE_CUPS = 4_500, 2
COFFEE_MONTH = COFFEE_WON * COFFEE_CUPS * MONTH_DAYS  # 270,000 (27만) won (one a day: 135,000)
WEEKS_ON = 6  # six weeks from today: today + 42 days (read when graded)
WEEKDAY_DAYS_ON = 30  # the weekday 30 days from today (read when graded): today's + 2
TITANIC_YEAR = 1912  # April 15, 1912 (the Lusitania: 1915)
HALLASAN_M, HALLASAN_SLACK_M = 1947, 5  # 1,947 m ("약 1,950 m"; Baekdusan 2,744, Jirisan 1,915)
# fresh26
MD_FILES = tuple(  # README.md, todo.md, docs/setup.md, docs/usage.md (the docs folder's too)
    name for name in _SEEN_FILES if name.endswith(".md")
)
NOT_MD_FILES = tuple(  # notes.txt, sales.csv, report.py, app.py, …: none is Markdown
    Path(name).name for name in _SEEN_FILES if name not in MD_FILES
)
_NESTED = sorted(  # the files inside a subfolder, smallest first: docs/usage.md 48, docs/setup.md
    (name for name in _SEEN_FILES if "/" in name), key=lambda name: _BYTES[name]  # 50, …
)
SMALLEST_NESTED = _NESTED[0]  # docs/usage.md, 48 bytes (the top folder's draft.txt: 26)
NESTED_NOT_SMALLEST = (  # src/utils.py 69, scripts/check.sh 72, src/app.py 84, the log (docs/
    *[Path(name).name for name in _NESTED[2:]],  # setup.md, 50, may be said beside it) …
    SMALLEST_FILE,  # … and draft.txt: the smallest of all, but not in a subfolder
)
_SLOW_MS = [  # the slow-query warnings' times, in the log's order: 107, 114, 121, …
    int(ms) for ms in re.findall(r"WARN slow query on table stock \((\d+) ms\)", log_text())
]
FIRST_SLOW_MS, SECOND_SLOW_MS = _SLOW_MS[0], _SLOW_MS[1]  # 107 ms (line 7), then 114 ms (line 14)
_SETUP_PY = re.search(r"Python (\d+\.\d+)", _first_files()["docs/setup.md"])
SETUP_PY_VERSION = _SETUP_PY.group(1) if _SETUP_PY else "?"  # 3.11 ("Install Python 3.11, …")
MD_HEADINGS = sum(  # 6: README.md's three (# Sunrise Bakery, ## Layout, ## Contact), todo.md's
    1 for name in MD_FILES  # # TODO, docs/setup.md's # Setup and docs/usage.md's # Usage
    for line in workspace_files()[name].splitlines() if line.startswith("#")
)
SMALL_SALE_UNITS = 20
FEW_UNIT_SALES = sum(  # 5: 15 baguettes, 20 bagels, 10 bagels, 8 cheesecakes, 18 bagels
    1 for row in SALES if int(row[3]) <= SMALL_SALE_UNITS  # (under 20, Incheon's 20 bagels out: 4)
)
WORST_PRODUCT = min(_BY_PRODUCT, key=lambda name: _BY_PRODUCT[name])  # cheesecake (8)
UNIT_SPREAD = _BY_PRODUCT[TOP_PRODUCT] - _BY_PRODUCT[WORST_PRODUCT]  # 127: 135 muffins − 8
_SEOUL_BY_DAY = {
    str(row[0]): int(row[3]) * int(row[4]) for row in SALES if row[1] == "Seoul"  # one a day
}
SEOUL_BEST_DAY = max(_SEOUL_BY_DAY, key=lambda day: _SEOUL_BY_DAY[day])  # 2024-06-02: 55 muffins
SEOUL_BEST_WON = _SEOUL_BY_DAY[SEOUL_BEST_DAY]  # 154,000 won (June 1's croissants: 128,000)
STOCK_LINE_AUTHOR = (GIT_USER[0].split()[0], "미나")  # Mina Park wrote "# stock check added" …
STOCK_LINE_DAY = LAST_COMMIT_DAY  # … on 2024-06-04 (report.py itself came on June 2)
SALES_CAPS: list[list[str | int]] = [  # sales.csv, its header in capitals, its rows as they were
    [name.upper() for name in SALES_HEADER], *SALES
]
REGION_TOTALS_CSV = "region_totals.csv"
REGION_TOTALS: list[list[str | int]] = [  # Seoul 481,500, Busan 308,500, Incheon 218,400 won
    ["region", "revenue"],
    *sorted(([region, _revenue(region)] for region in KO_REGIONS), key=lambda row: -int(row[1])),
]
REGION_TOTALS_KO: list[list[str | int]] = [  # the same with the regions' Korean names (서울, …)
    REGION_TOTALS[0], *[[KO_REGIONS[str(region)], won] for region, won in REGION_TOTALS[1:]]
]
SLOW_MEAN_MS = statistics.mean(_SLOW_MS)  # 144.34 ms over the 211 warnings (the slowest: 189)
_PER_SALE = {  # Seoul 96,300 (481,500 over 5 sales), Busan 77,125, Incheon 72,800
    region: _revenue(region) / sum(1 for row in SALES if row[1] == region) for region in KO_REGIONS
}
TOP_PER_SALE = max(_PER_SALE, key=lambda region: _PER_SALE[region])  # Seoul
TOP_PER_SALE_WON = round(_PER_SALE[TOP_PER_SALE])  # 96,300 won (its total: 481,500)
PAYCHECK, PAYCHECKS = 2_150, 52 // 2  # dollars, every two weeks: 26 a year (twice a month: 24)
YEAR_PAY = PAYCHECK * PAYCHECKS  # $55,900 (24 paychecks: 51,600)
LOAN_WON, LOAN_RATE = 100_000_000, 0.04  # 1억 원 at 4 % a year
LOAN_MONTH = LOAN_WON * LOAN_RATE / 12  # 333,333 won a month (a year's: 400만)
LOAN_SLACK = 3_400  # "약 33만 원" (330,000) passes; 34만, or 4만, does not
DAYS_AGO = 90  # the date 90 days before today (read when graded)
OLD_MAN_AUTHOR = ("Hemingway", "헤밍웨이")  # The Old Man and the Sea (Steinbeck's: fails)
HUNMIN_YEAR = 1446  # 훈민정음 반포 (its creation, 창제: 1443)
# fresh27
_FOLDER_BYTES = {  # the bytes of the files in each folder but .git and logs: src 153 (app.py 84
    folder: sum(  # + utils.py 69), docs 98 (50 + 48), scripts 72
        len(text.encode("utf-8")) for name, text in workspace_files().items()
        if name.startswith(f"{folder}/")
    )
    for folder in ("src", "docs", "scripts")
}
BIGGEST_FOLDER = max(_FOLDER_BYTES, key=lambda folder: _FOLDER_BYTES[folder])  # src …
BIGGEST_FOLDER_BYTES = _FOLDER_BYTES[BIGGEST_FOLDER]  # … 153 bytes (du's blocks tie it with docs)
PY_BY_SIZE = tuple(  # report.py 475, src/app.py 84, src/utils.py 69: the biggest first
    sorted((name for name in workspace_files() if name.endswith(".py")),
           key=lambda name: -len(workspace_files()[name].encode("utf-8")))
)
_TIMEOUT_ORDERS = [int(order) for order in re.findall(r"timeout \(order (\d+)\)", log_text())]
FIRST_TIMEOUT_ORDER = _TIMEOUT_ORDERS[0]  # 1065: line 65, at 01:01:45 …
SECOND_TIMEOUT_ORDER = _TIMEOUT_ORDERS[1]  # … then 1130, line 130
_INCHEON_CROISSANT = next(row for row in SALES if row[1:3] == ["Incheon", "croissant"])
INCHEON_CROISSANT_DAY = dt.date.fromisoformat(str(_INCHEON_CROISSANT[0]))  # 2024-06-06 …
INCHEON_CROISSANT_UNITS = int(_INCHEON_CROISSANT[3])  # … 22 (Busan's: 30 on June 3)
CHEAPER_THAN_BAGUETTE = len(  # 3 products: croissant 3,200, muffin 2,800, bagel 2,500 (in 9
    {row[2] for row in SALES if int(row[4]) < BAGUETTE_PRICE}  # of the 12 sales)
)
DAWN_HOUR = 6
DAWN_WARNS = sum(  # 54: the slow-query warnings stamped before 06:00 (lines 7 … 378; before
    1 for line in log_text().splitlines()  # 05:00: 45)
    if " WARN " in line and int(line.split()[1][:2]) < DAWN_HOUR
)
CHEAPEST_PRICE = min(int(row[4]) for row in SALES)  # 2,500 won (bagel)
PRICE_GAP = PRICIEST_PRICE - CHEAPEST_PRICE  # 4,000 won: cheesecake 6,500 − bagel 2,500
_DAY_WON = {
    day: sum(int(row[3]) * int(row[4]) for row in SALES if row[0] == day)
    for day in sorted({str(row[0]) for row in SALES})
}
FIRST_HALF_WON = sum(list(_DAY_WON.values())[:3])  # 592,000 won: June 1 to 3 …
SECOND_HALF_WON = sum(list(_DAY_WON.values())[3:])  # … 416,400 won: June 4 to 6
HALF_GAP = FIRST_HALF_WON - SECOND_HALF_WON  # 175,600 won more in the first three days
README_LAST_COMMIT = MAIN_HISTORY[0][0]  # README.md: added in "Initial commit" …
README_LAST_DAY = FIRST_COMMIT_DAY  # … on 2024-06-01 and never changed (not June 3, the docs')
README_LAST_SAID = (README_LAST_COMMIT, "first commit", "initial", "첫 커밋", "첫 번째 커밋",
                    "최초 커밋", "처음 커밋")
CHECK_SH_MODE = "100755"  # git keeps check.sh executable (chmod 755 before `git add`; not 100644)
TAX_FN_RENAMED = "add_tax"
UTILS_PY_RENAMED = UTILS_PY.replace("price_with_tax", TAX_FN_RENAMED).splitlines()
SALES_SLASHED: list[list[str | int]] = [  # sales.csv's dates written 2024/06/01, the rest as it was
    [*SALES_HEADER], *[[str(row[0]).replace("-", "/"), *row[1:]] for row in SALES]
]
ERROR_SHARE = 100 * LOG_ERRORS / LOG_LINES  # 1.53 %: 23 of 1,500 lines (the warnings: 14.07 %)
_PRODUCT_MEAN = TOTAL_UNITS / len(_BY_PRODUCT)  # 64.6 units a product (a sale's: 26.9)
ABOVE_AVG_PRODUCTS = tuple(  # muffin 135, croissant 92
    name for name in _BY_PRODUCT if _BY_PRODUCT[name] > _PRODUCT_MEAN
)
BELOW_AVG_SAID = tuple(  # baguette 40, bagel 48, cheesecake 8, in English and Korean
    said for name in _BY_PRODUCT if name not in ABOVE_AVG_PRODUCTS
    for said in (name, *KO_PRODUCTS[name])
)
SAVE_A_DAY, SAVE_GOAL = 15, 1_000  # dollars
SAVE_DAYS = math.ceil(SAVE_GOAL / SAVE_A_DAY)  # 67 days (66 leaves $990)
KM_PER_LITRE, FUEL_TRIP_KM, WON_PER_LITRE = 12, 360, 1_650
DRIVE_FUEL_WON = FUEL_TRIP_KM // KM_PER_LITRE * WON_PER_LITRE  # 30 L: 49,500 won
HOURS_ON = 100  # the date 100 hours from now (read when graded): 4 days and 4 hours on
STARRY_NIGHT_PAINTER = ("Gogh", "고흐")  # Vincent van Gogh (Monet's: fails)
SEOUL_OLYMPICS_YEAR = 1988  # the Seoul Asian Games: 1986
# fresh28
DOCS_SIZES = {  # docs/setup.md 50 bytes, docs/usage.md 48 (du's 4.0K blocks say neither)
    name: len(text.encode("utf-8")) for name, text in workspace_files().items()
    if name.startswith("docs/")
}
PY_FOLDERS = sorted(  # ".", the top folder (report.py), and src (app.py, utils.py); scripts/
    {str(Path(name).parent) for name in workspace_files() if name.endswith(".py")}  # has none
)
TOP_FOLDER_SAID = ("report.py", "맨 위", "최상위", "루트", "root", "top", "현재 폴더",
                   "현재 디렉터리", "작업 폴더", "프로젝트 폴더")
NEXT_AFTER_TIMEOUT = _LOG[_FIRST_TIMEOUT_AT + 1]  # line 66, 01:02:42: "GET /items/16" …
NEXT_AFTER_TIMEOUT_PAGE = NEXT_AFTER_TIMEOUT.split()[-1]  # … /items/16 (line 64's: /items/14)
_UTILS_TYPES = re.search(r"\(price: (\w+)\) -> (\w+):", UTILS_PY)
UTILS_TYPE = _UTILS_TYPES.group(1) if _UTILS_TYPES else "?"  # int in, int out (not float)
UTILS_TYPE_SAID = (UTILS_TYPE, "integer", "정수")
_LAST_TIMEOUT_AT = max(n for n, line in enumerate(_LOG) if line.split()[2] == "ERROR")
AFTER_LAST_TIMEOUT = len(_LOG) - 1 - _LAST_TIMEOUT_AT  # 5: lines 1496 … 1500 (the shutdown too)
_REGIONS_OF = {
    product: {str(row[1]) for row in SALES if row[2] == product}
    for product in _BY_PRODUCT
}
MULTI_REGION_PRODUCTS = sum(  # 4: all but cheesecake (Seoul only); in all three regions: 3
    1 for regions in _REGIONS_OF.values() if len(regions) >= 2
)
NOT_MUFFIN_WON = REVENUE - MUFFIN_REVENUE  # 630,400 won: 1,008,400 less the muffins' 378,000
_CROISSANT_WON = sum(int(row[3]) * int(row[4]) for row in SALES if row[2] == "croissant")
SEOUL_CROISSANT_SHARE = 100 * sum(  # 43.48 %: 128,000 of the croissants' 294,400 won (of all
    int(row[3]) * int(row[4]) for row in SALES if row[2] == "croissant" and row[1] == "Seoul"
) / _CROISSANT_WON  # the takings: 12.69 %)
APP_COMMIT_FILES = tuple(  # what "Add app code and docs" put in on June 3: src, docs, scripts
    name for name in workspace_files()
    if any(name.startswith(f"{folder}/") for folder in MAIN_HISTORY[2][2])
)
APP_COMMIT_DAY = dt.date.fromisoformat(MAIN_HISTORY[2][1][:10])  # 2024-06-03
COMMITTED_TODO_ITEMS = sum(1 for line in TODO if line.startswith("- ["))  # 3 (the file's: 4)
REPORT_PY_UNCOMMENTED = REPORT_PY.splitlines()  # report.py without REPORT_PY_ADDED: 13 lines
TODO_ALL_DONE = [line.replace("- [ ]", "- [x]") for line in TODO_NOW]  # every item ticked …
TODO_ALL_DONE_UPPER = [line.replace("- [ ]", "- [X]") for line in TODO_NOW]  # … or with [X]
TOP_TAKINGS_DAY = dt.date.fromisoformat(  # 2024-06-02, a Sunday: 204,000 won (Monday June 3:
    max(_WON_BY_DAY, key=lambda day: _WON_BY_DAY[day])  # 198,500; Saturday June 1: 189,500)
)
TOP_TAKINGS_WON = _WON_BY_DAY[TOP_TAKINGS_DAY.isoformat()]
SLOW_RANGE_MS = max(_SLOW_MS) - min(_SLOW_MS)  # 89 ms: 189 (line 539) − 100 (line 630)
OT_WAGE_USD, OT_WEEK_HOURS, OT_AFTER_HOURS = 22, 46, 40  # time and a half after 40 hours
OT_WEEK_PAY_USD = round(  # $1,078: 40 × 22 + 6 × 33 (all 46 hours at $22: 1,012)
    OT_AFTER_HOURS * OT_WAGE_USD + (OT_WEEK_HOURS - OT_AFTER_HOURS) * OT_WAGE_USD * 1.5
)
BAT_AVERAGE, AT_BATS = 0.32, 250  # 3할 2푼
BAT_HITS = round(BAT_AVERAGE * AT_BATS)  # 80 hits (3.2 %'s 8: fails)
SUNDAY = EN_WEEKDAYS.index("Sunday")  # the Sundays of this month (read when graded): 4 or 5
RED_PLANET = ("Mars", "화성")  # Jupiter's Great Red Spot: not it
JOSEON_CAPITAL = ("한양", "한성", "서울", "Hanyang", "Seoul")  # 고려's 개경 (개성): not it

# fresh29
_NOT_LOGS = {name: len(text.encode("utf-8")) for name, text in workspace_files().items()
             if not name.startswith("logs/")}
EXT_BYTES = {  # the bytes of each kind of file, the log left out: .py 628, .md 553, .csv 440 …
    suffix: sum(size for name, size in _NOT_LOGS.items() if Path(name).suffix == suffix)
    for suffix in {Path(name).suffix for name in _NOT_LOGS} if suffix
}
BIGGEST_EXT = max(EXT_BYTES, key=lambda suffix: EXT_BYTES[suffix])  # .py (report, app, utils)
BIGGEST_EXT_SAID = (BIGGEST_EXT, "Python", "파이썬")
SUBFOLDER_BYTES = {  # the files' bytes in each subfolder: scripts 72, docs 98, src 153, logs …
    folder: sum(len(text.encode("utf-8")) for name, text in workspace_files().items()
                if str(Path(name).parent) == folder)
    for folder in {str(Path(name).parent) for name in workspace_files()} if folder != "."
}
SMALLEST_SUBFOLDER = min(SUBFOLDER_BYTES, key=lambda folder: SUBFOLDER_BYTES[folder])  # scripts
_LAST_SLOW_BEFORE_AT = max(n for n in range(_FIRST_TIMEOUT_AT) if " WARN " in _LOG[n])
_LAST_SLOW_BEFORE = re.search(r"\((\d+) ms\)", _LOG[_LAST_SLOW_BEFORE_AT])
LAST_SLOW_BEFORE_MS = (  # 163 ms, line 63 (the first slow query, line 7: 107; line 70's: 170)
    int(_LAST_SLOW_BEFORE.group(1)) if _LAST_SLOW_BEFORE else -1
)
TRAIN_LINE = 1 + next(n for n, line in enumerate(NOTES) if "train" in line)  # line 5 (not 4)
PY_HINTED = tuple(  # the Python files with type hints: src/app.py and src/utils.py (not report.py)
    name for name, text in workspace_files().items() if name.endswith(".py") and "->" in text
)
WARNS_OVER_ERRORS = LOG_WARNS - LOG_ERRORS  # 188: 211 warnings, 23 errors (together: 234)
_PRODUCTS_RANKED = sorted(_WON_BY_PRODUCT.values(), reverse=True)
TOP_OVER_NEXT_WON = _PRODUCTS_RANKED[0] - _PRODUCTS_RANKED[1]  # 83,600: muffins 378,000 over
# the croissants' 294,400 (by the units: 135 − 92 = 43)
AVERAGE_SALE_WON = REVENUE / len(SALES)  # 84,033.33 won: 1,008,400 over 12 sales
AVERAGE_SALE_ROUND_WON = round(AVERAGE_SALE_WON, -3)  # "약 8만 4천 원"
COMMIT_FILE_COUNTS = (  # the files each commit changed: 2, 4, 5 (src, docs, scripts: 3 folders)
    *[(message, sum(1 for name in _first_files()
                    if name in paths or any(name.startswith(f"{p}/") for p in paths)))
      for message, _when, paths in MAIN_HISTORY],
    (LAST_COMMIT, 1),  # … and 1: `commit -am` after REPORT_PY_ADDED, report.py alone
)
LONGEST_COMMIT_MESSAGE = max(COMMIT_MESSAGES, key=len)  # "Add sales data and report script"
USAGE_LINE = "Check logs/app.log if a sale goes missing."
USAGE_ADDED = [*workspace_files()["docs/usage.md"].splitlines(), USAGE_LINE]
USAGE_ADDED_NO_DOT = [*USAGE_ADDED[:-1], USAGE_LINE.removesuffix(".")]
IN_STOCK_NOW = 40  # report.py prints IN_STOCK (42) items in stock; now 40
REPORT_PY_RESTOCKED = [  # report.py with its count changed, the rest (the comment too) as it was
    line.replace(f"{IN_STOCK} items", f"{IN_STOCK_NOW} items")
    for line in workspace_files()["report.py"].splitlines()
]
PRICIEST_UNIT_DAY = dt.date.fromisoformat(  # 2024-06-03: 198,500 won for 55 units, 3,609 a unit
    max(_WON_BY_DAY, key=lambda day: _WON_BY_DAY[day] / _BY_DATE[day])  # (06-05, cheesecake
)  # day: 3,358; 06-01: 3,445)
_SALE_DAYS = sorted(_BY_DATE)
UNITS_ROSE_DAYS = sum(  # 2: June 2 (55 → 75) and June 5 (45 → 53); 3 days fell
    1 for before, after in itertools.pairwise(_SALE_DAYS)
    if _BY_DATE[after] > _BY_DATE[before]
)
RENT_USD, RENT_RISE_PCT = 1450, 4
NEW_RENT_USD = round(RENT_USD * (100 + RENT_RISE_PCT) / 100)  # $1,508 (the rise alone: $58)
PIZZA_SLICES, PIZZA_PEOPLE, PIZZA_EACH = 8, 11, 2
PIZZAS = -(-PIZZA_PEOPLE * PIZZA_EACH // PIZZA_SLICES)  # 22 slices: 3 pizzas (2.75 is no order)
MONDAY = EN_WEEKDAYS.index("Monday")  # next month's first Monday (read when graded)
CHILDRENS_DAY = (5, 5)  # 어린이날, May 5: its weekday next year (read when graded)
WATER_BOILS_F = round(100 * 9 / 5 + 32)  # 212 °F (100 is °C)
IMJIN_WAR_YEAR = 1592  # 임진왜란 (정유재란: 1597)

# fresh30
NOT_LOG_BYTES = sum(_NOT_LOGS.values())  # 1,940 bytes: every file but the log, .gitignore too
NOT_LOG_BYTES_VISIBLE = sum(  # 1,934 without the hidden .gitignore's 6
    size for name, size in _NOT_LOGS.items() if not Path(name).name.startswith(".")
)
_WORDS = {name: len(text.split()) for name, text in workspace_files().items()
          if not name.startswith("logs/")}
MOST_WORDS = max(_WORDS, key=lambda name: _WORDS[name])  # README.md, 59 words (report.py 57)
HUNDREDTH_WARN_AT = dt.datetime.strptime(  # 11:11:39, line 707 (line 100 is at 01:35:00)
    " ".join(_WARN_LINES[99].split()[:2]), "%Y-%m-%d %H:%M:%S"
)
LAYOUT_LAST = [line for line in README if line.startswith("- ")][-1]  # "- logs/: application …"
LAYOUT_LAST_SAID = (list(_LAYOUT)[-1],)  # logs (not scripts, the item above it)
LAYOUT_OTHERS = tuple(list(_LAYOUT.values())[:-1])  # the application code, … maintenance scripts
STOCK_WORD = "stock"
STOCK_IN_REPORT = workspace_files()["report.py"].count(STOCK_WORD)  # 4 times, on 3 lines
SLOWEST_TIMES = _SLOW_MS.count(SLOWEST_MS)  # the slowest, 189 ms, logged twice (not once)
PRICE_UP_PCT = 10
PRICE_UP_WON = REVENUE * PRICE_UP_PCT // 100  # 100,840 won more (the new total: 1,109,240)
SALE_SPREAD_WON = max(_SALE_WON) - min(_SALE_WON)  # 129,000: Seoul's 55 muffins, 154,000, over
# Busan's 10 bagels, 25,000 (by the units: 55 − 8 = 47; over the 8 cheesecakes: 102,000)
FILES_AFTER_SECOND = sum(count for _message, count in COMMIT_FILE_COUNTS[:2])  # 6: 2 + 4
ADD_COMMITS = sum(1 for message in COMMIT_MESSAGES if message.startswith("Add"))  # 3 of 4
CAFE_NAME = "Sunrise Bakery & Cafe"
README_RENAMED = [f"# {CAFE_NAME}" if line == README[0] else line for line in README]
GUIDE = "docs/guide.md"
GUIDE_LINES = [  # setup.md's lines, then usage.md's (blank lines aside)
    *workspace_files()["docs/setup.md"].splitlines(),
    *workspace_files()["docs/usage.md"].splitlines(),
]
_HALF_DAYS = sorted(_BY_DATE)[: len(_BY_DATE) // 2]  # June 1–3 (then June 4–6)
_REGION_GROWTH = {
    region: sum(int(row[3]) * int(row[4]) * (-1 if row[0] in _HALF_DAYS else 1)
                for row in SALES if row[1] == region)
    for region in KO_REGIONS
}
GREW_MOST = max(_REGION_GROWTH, key=lambda region: _REGION_GROWTH[region])  # Incheon …
GREW_MOST_WON = _REGION_GROWTH[GREW_MOST]  # … 50,000 → 168,400: 118,400 more (Seoul fell)
SHORTEST_NOTE = min(NOTES, key=len)  # "Water the plants", 16 characters ("Back up …": 18)
WALL_M, PAINT_M2_PER_L, COATS = (5, 2.4), 8, 2
PAINT_LITRES = WALL_M[0] * WALL_M[1] * COATS / PAINT_M2_PER_L  # 24 m² over 8: 3 L (one coat 1.5)
PRICE_THEN, PRICE_NOW, RISE_YEARS = 100_000, 133_100, 3
YEARLY_RISE_PCT = ((PRICE_NOW / PRICE_THEN) ** (1 / RISE_YEARS) - 1) * 100  # 10 % (33.1 / 3: 11)
MOTHERS_DAY = (5, SUNDAY, 2)  # the second Sunday of May, next year's (read when graded)
SISTINE_PAINTER = ("Michelangelo", "미켈란젤로")  # Raphael, Leonardo: not him
MARCH_FIRST_YEAR = 1919  # 3·1 운동 (광복: 1945)

# fresh31
FILE_MEAN_BYTES = NOT_LOG_BYTES / len(_NOT_LOGS)  # 161.67: 1,940 bytes over 12 files …
FILE_MEAN_BYTES_VISIBLE = (  # … 175.82 without the hidden .gitignore (with the log: 6,570.23)
    NOT_LOG_BYTES_VISIBLE / sum(1 for name in _NOT_LOGS if not Path(name).name.startswith("."))
)
_PY_LINE_COUNTS = {name: len(text.splitlines()) for name, text in workspace_files().items()
                   if name.endswith(".py")}
FEWEST_LINES_PY = min(  # src/utils.py, 2 lines (src/app.py 6, report.py 14)
    _PY_LINE_COUNTS, key=lambda name: _PY_LINE_COUNTS[name]
)
TODO_THIRD_LINE = TODO_NOW[2]  # "- [ ] fix the login bug" (the third item: "- [x] update README")
TODO_NOT_THIRD = tuple(  # the other items, "write tests …" the third line with no blank line
    line.removeprefix("- [ ] ").removeprefix("- [x] ") for line in TODO_NOW
    if line.startswith("- ") and line != TODO_THIRD_LINE
)
ITEM_PAGE = 42
ITEM_FIRST_AT = dt.datetime.strptime(  # 01:27:24, line 92 (line 42, a slow query: 00:39:54)
    " ".join(next(line for line in _LOG if line.endswith(f"GET /items/{ITEM_PAGE}")).split()[:2]),
    "%Y-%m-%d %H:%M:%S",
)
SALES_COMMAS = workspace_files()["sales.csv"].count(",")  # 52: 4 on each of 13 lines (rows: 48)
WORK_HOURS = (9, 18)  # 오전 9시부터 오후 6시 전까지
WORK_HOUR_TIMEOUTS = sum(  # 9: 09:15:45 … 17:29:45 (to 18:59: 10; after 18:00: 6; all: 23)
    1 for line in _ERROR_LINES
    if f"{WORK_HOURS[0]:02d}:00:00" <= line.split()[1] < f"{WORK_HOURS[1]:02d}:00:00"
)
CHEAPEST_PRODUCT = next(str(row[2]) for row in SALES if int(row[4]) == CHEAPEST_PRICE)  # bagel …
CHEAPEST_PRODUCT_WON = _WON_BY_PRODUCT[CHEAPEST_PRODUCT]  # … 120,000 won (cheesecake, the
# least money: 52,000)
REGION_SPREAD_WON = max(REGION_WON.values()) - min(REGION_WON.values())  # 263,100: Seoul's
# 481,500 − Incheon's 218,400 (Seoul − Busan: 173,000; by the units, 146 − 77: 69)
NESTED_TRACKED = sum(1 for name in TRACKED_FILES if "/" in name)  # 5 of the 11 (the log: not)
CHECK_SH_COMMIT = next(  # APP_COMMIT added scripts/check.sh …
    n for n, (_message, _when, paths) in enumerate(MAIN_HISTORY) if "scripts" in paths
)
BEFORE_CHECK_SH = MAIN_HISTORY[CHECK_SH_COMMIT - 1][0]  # … after DATA_COMMIT
NOTES_SWAPPED = [NOTES[1], NOTES[0], *NOTES[2:]]  # the first two notes the other way round
NOTES_DOTTED = [f"{line}." for line in NOTES]  # a full stop after every note
_AVERAGE_SALE = REVENUE / len(SALES)  # 84,033.33 won
NEAREST_AVERAGE = min(  # Busan's 30 croissants on June 3: 96,000 won, 11,967 over it (Incheon's
    SALES, key=lambda row: abs(int(row[3]) * int(row[4]) - _AVERAGE_SALE)  # 22: 70,400, 13,633
)  # under; the median, 83,200, is no sale)
NEAREST_AVERAGE_WON = int(NEAREST_AVERAGE[3]) * int(NEAREST_AVERAGE[4])
TANK_L, TANK_LEFT, GAS_USD = 50, 0.25, 1.80  # a quarter full …
FILL_UP_USD = TANK_L * (1 - TANK_LEFT) * GAS_USD  # … 37.5 L to fill: $67.50 (the whole: $90)
WALK_APART_KM, WALK_KMH = 20, (4, 6)  # walking towards each other …
MEET_MIN = round(WALK_APART_KM / sum(WALK_KMH) * 60)  # … 10 km/h together: 2 hours (not 10)
LABOR_DAY = (9, MONDAY, 1)  # the first Monday of September, this year's (read when graded)
GATSBY_AUTHOR = ("Fitzgerald", "피츠제럴드")  # Hemingway: not him
DOKDO_COUNTY = ("울릉", "Ulleung")  # 경상북도 울릉군 (포항, 울진: not it)

# fresh32
_MD_SIZES = {name: len(text.encode("utf-8")) for name, text in workspace_files().items()
             if name.endswith(".md")}
SMALLEST_MD = min(_MD_SIZES, key=lambda name: _MD_SIZES[name])  # docs/usage.md, 48 bytes
# (docs/setup.md 50, todo.md 107, README.md 348)
PY_WITHOUT_IMPORT = tuple(  # src/app.py and src/utils.py (report.py imports csv and sys)
    name for name, text in workspace_files().items()
    if name.endswith(".py") and "import" not in text
)
NOTES_SECOND_LAST = NOTES[-2]  # "Water the plants" (the last: "Back up the laptop")
AFTERNOON_FROM = "15:00:00"  # 오후 3시
AFTERNOON_TIMEOUT = next(  # order 1975 at 15:26:15 (the one before: 1910 at 14:24:30; the
    line for line in _ERROR_LINES if line.split()[1] >= AFTERNOON_FROM  # next: 2040)
)
AFTERNOON_ORDER = AFTERNOON_TIMEOUT.rstrip(")").split()[-1]
NOTES_E = workspace_files()["notes.txt"].count("e")  # 20 (no capital E; 7 of the 8 lines,
# 17 of the words, have one)
ODD_ORDER_TIMEOUTS = sum(  # 12 of the 23 (even: 11)
    1 for line in _ERROR_LINES if int(line.rstrip(")").split()[-1]) % 2
)
BULK_UNITS = 30
BULK_SALES_WON = sum(  # 506,000: 40 + 55 + 35 + 45 units (with Busan's 30 croissants: 602,000)
    int(row[3]) * int(row[4]) for row in SALES if int(row[3]) > BULK_UNITS
)
_BUSAN_WON = REGION_WON["Busan"]  # 308,500
BUSAN_MUFFIN_PERCENT = 100 * sum(  # 40.84 % (126,000 of 308,500 won; by the units, 45 of
    int(row[3]) * int(row[4]) for row in SALES if row[1:3] == ["Busan", "muffin"]  # 100: 45 %)
) / _BUSAN_WON
PY_COMMITS = (  # DATA_COMMIT and APP_COMMIT on main, LAST_COMMIT on the branch (report.py)
    *(message for message, _when, paths in MAIN_HISTORY
      if any(path.endswith(".py") or path == "src" for path in paths)),
    LAST_COMMIT,
)
UTILS_COMMIT = next(  # APP_COMMIT (src/utils.py unchanged since; HEAD is LAST_COMMIT)
    message for message, _when, paths in MAIN_HISTORY if "src" in paths
)
NOTES_LOWER = [line.lower() for line in NOTES]
NOTES_BUT_LAST_TWO = NOTES[:-2]
_UNITS_BY_SALE = {product: [int(row[3]) for row in SALES if row[2] == product]
                  for product in _BY_PRODUCT}
UNITS_SPREAD = {name: max(units) - min(units) for name, units in _UNITS_BY_SALE.items()}
WIDEST_PRODUCT = max(UNITS_SPREAD, key=lambda name: UNITS_SPREAD[name])  # muffin: 55 − 35 = 20
# (croissant 18; by the money, croissant 57,600 won over muffin 56,000)
FACTORIAL_OF = 100
FACTORIAL_DIGITS = len(str(math.factorial(FACTORIAL_OF)))  # 158 (trailing zeros: 24)
JACKET_PAID_USD, JACKET_OFF = 80, 0.20  # paid after 20 % off …
JACKET_BEFORE_USD = JACKET_PAID_USD / (1 - JACKET_OFF)  # … $100 before it (not 80 × 1.2 = $96)
CLOCK_AT = (3, 30)  # 3시 30분: the hour hand halfway from 3 to 4 …
CLOCK_ANGLE = abs(30 * CLOCK_AT[0] + CLOCK_AT[1] / 2 - 6 * CLOCK_AT[1])  # … 75° (not 90)
MEMORIAL_DAY = (5, MONDAY)  # the last Monday of May, this year's (read when graded)
NINETEEN_EIGHTY_FOUR_AUTHOR = ("Orwell", "오웰")  # Huxley: not him
HONG_GILDONG_AUTHOR = ("허균", "Heo Gyun", "Heo Kyun")  # 김만중: not him

# fresh33
_BLANK_LINES = {name: sum(1 for line in text.splitlines() if not line.strip())
                for name, text in workspace_files().items()}
MOST_BLANK = max(_BLANK_LINES, key=lambda name: _BLANK_LINES[name])  # README.md, 5 (src/app.py
# 2; the others 1 or none)
_NESTED_LINES = {name: len(text.splitlines()) for name, text in workspace_files().items()
                 if "/" in name and not name.startswith(tuple(_IGNORED))}
LONGEST_NESTED = max(  # src/app.py, 6 lines (scripts/check.sh 4; README.md, 16, and todo.md,
    _NESTED_LINES, key=lambda name: _NESTED_LINES[name]  # 6, are at the top)
)
NOTES_MIDDLE = NOTES[3:6]  # lines 4 to 6: the invoice, the train tickets, the domain
TAIL_LINES = 5
LOG_TAIL = _LOG[-TAIL_LINES:]  # GET /items/46, /items/47, a 158 ms slow query, /items/49, the
# shutdown
_TAIL_ITEM = re.search(r"/items/(\d+)$", LOG_TAIL[0])
TAIL_FIRST_ITEM = _TAIL_ITEM.group(1) if _TAIL_ITEM else "?"  # 46
_TAIL_MS = re.search(r"\((\d+) ms\)", "\n".join(LOG_TAIL))
TAIL_SLOW_MS = _TAIL_MS.group(1) if _TAIL_MS else "?"  # 158
ABOVE_TAIL_ORDER = _order_of(_LOG[-TAIL_LINES - 1])  # 2495: the last timeout, sixth from the end
_REPORT_LINES = workspace_files()["report.py"].splitlines()
REPORT_CODE_LINES = sum(  # 12: 14 lines less the blank one and "# stock check added" …
    1 for line in _REPORT_LINES if line.strip() and not line.lstrip().startswith("#")
)
REPORT_CODE_NO_DOCSTRING = REPORT_CODE_LINES - sum(  # … 11 with the docstring left out too
    1 for line in _REPORT_LINES if line.lstrip().startswith('"""')
)
BUSAN_DAYS = len({row[0] for row in SALES if row[1] == "Busan"})  # 4: June 1, 3, 4 and 5 (of 6)
NO_SEOUL_DAY = min(set(_BY_DATE) - {str(row[0]) for row in SALES if row[1] == "Seoul"})  # 06-04
NO_SEOUL_DAY_WON = sum(  # 123,000: Incheon's muffins 98,000 and Busan's bagels 25,000
    int(row[3]) * int(row[4]) for row in SALES if row[0] == NO_SEOUL_DAY
)
CROISSANT_BEST = max(  # Seoul, June 1: 40 croissants, 128,000 won (Busan, June 3: 30, 96,000;
    (row for row in SALES if row[2] == "croissant"), key=lambda row: int(row[3])  # all: 294,400)
)
CROISSANT_BEST_WON = int(CROISSANT_BEST[3]) * int(CROISSANT_BEST[4])
UNSTAGED_SAID = (  # todo.md is changed in the working tree, not added to the index
    "not staged", "unstaged", "isn't staged", "is not staged", "hasn't been staged",
    "has not been staged", "not been staged", "not yet staged", "haven't staged",
    "have not staged", "not added", "isn't added", "hasn't been added", "not in the staging",
    "nothing staged", "nothing is staged", "nothing has been staged",
)
_TRACKED_SIZES = {name: len(workspace_files()[name].encode("utf-8")) for name in TRACKED_FILES}
BIGGEST_TRACKED = max(  # report.py, 475 bytes (sales.csv 440; logs/app.log, 83,473, is ignored)
    _TRACKED_SIZES, key=lambda name: _TRACKED_SIZES[name]
)
CHECKLISTS = [[f"{mark} [ ] {line}" for line in NOTES] for mark in "-*"]  # "- [ ] …" or "* [ ] …"
SALES_DATE_LAST = [  # region,product,units,unit_price,date
    [*SALES_HEADER[1:], SALES_HEADER[0]], *[[*row[1:], row[0]] for row in SALES],
]
USD_RATE_WON = 1350
REVENUE_USD = REVENUE / USD_RATE_WON  # $746.96 (at 1,380: 730.72)
FIRST_TIMEOUT_WHEN = dt.datetime.strptime(
    " ".join(_ERROR_LINES[0].split()[:2]), "%Y-%m-%d %H:%M:%S"
)
WARN_TO_TIMEOUT_S = int((FIRST_TIMEOUT_WHEN - FIRST_WARN_AT).total_seconds())  # 3,306: 00:06:39
# (line 7) → 01:01:45 (line 65), 55 min 6 s (01:01:45 is the time of day, not the wait)
TV_INCHES, TV_RATIO = 55, (16, 9)
TV_WIDTH_IN = TV_INCHES * TV_RATIO[0] / math.hypot(*TV_RATIO)  # 47.94 in (height: 26.96)
BRINE_WATER_G, BRINE_SALT_G = 450, 50
BRINE_PERCENT = 100 * BRINE_SALT_G / (BRINE_WATER_G + BRINE_SALT_G)  # 10 % (over the water: 11.1)
BIRTHDAY = (3, 3)  # March 3, the next one (read when graded)
DAY_AFTER_TOMORROW = 2  # 내일모레
GOLD_SYMBOL = "Au"  # Ag is silver
BULGUKSA_CITY = ("경주", "Gyeongju", "Kyongju", "Kyeongju")  # 부산, 대구: not it

# fresh34
_WIDEST = {name: max((len(line) for line in text.splitlines()), default=0)
           for name, text in workspace_files().items()}
WIDEST_FILE = max(_WIDEST, key=lambda name: _WIDEST[name])  # report.py: line 9, 82 characters
# (the log's lines 62 at most, README.md's 50, notes.txt's 39)
_LINE_COUNTS = {name: len(text.splitlines()) for name, text in workspace_files().items()}
LONGER_THAN_README = tuple(  # logs/app.log (1,500 lines) alone: README.md has 16, report.py
    name for name, lines in _LINE_COUNTS.items() if lines > _LINE_COUNTS["README.md"]  # 14
)
NEAR_README = tuple(  # report.py, sales.csv, todo.md, notes.txt: a few lines fewer, not more
    name for name, lines in _LINE_COUNTS.items() if 5 < lines < _LINE_COUNTS["README.md"]
)
FEWER_SAID = ("적", "짧", "못 미", "모자", "아니", "빼", "제외", "말고", "없", "미만", "이하",
              "fewer", "less", "short", "not")
ASKED_MINUTE = "14:37"  # 2:37 pm: one line of the log, a slow query (2:37 am: GET /items/16)
ASKED_LINE = next(line for line in _LOG if line.split()[1][:5] == ASKED_MINUTE)
_ASKED_MS = re.search(r"\((\d+) ms\)", ASKED_LINE)
ASKED_MS = _ASKED_MS.group(1) if _ASKED_MS else "?"  # 124
WINDOW_FROM, WINDOW_TO = "17:00:00", "17:05:00"  # 5 pm to 5:05 pm …
WINDOW_LINES = [line for line in _LOG if WINDOW_FROM <= line.split()[1] < WINDOW_TO]  # … 5 lines:
_WINDOW_AT = _LOG.index(WINDOW_LINES[0])  # 17:00:18 (GET /items/24) … 17:04:06 (188 ms)
WINDOW_STAMPS = tuple(line.split()[1] for line in WINDOW_LINES)
_WINDOW_MS = re.search(r"\((\d+) ms\)", "\n".join(WINDOW_LINES))
WINDOW_MS = _WINDOW_MS.group(1) if _WINDOW_MS else "?"  # 188
WINDOW_OUTSIDE = (  # 16:59:21 and 17:05:03: the lines either side
    _LOG[_WINDOW_AT - 1].split()[1], _LOG[_WINDOW_AT + len(WINDOW_LINES)].split()[1],
)
NOTE_PEOPLE = (MEETING_WITH, INVOICE_TO)  # Mina and Daniel (the plumber has no name; Busan is a
# city): 2
_NOTE_WORDS = Counter(word for line in NOTES for word in line.casefold().split() if word != "the")
(TOP_NOTE_WORD, TOP_NOTE_WORD_TIMES), _RUNNER_UP = _NOTE_WORDS.most_common(2)  # "to", 2 (the
# invoice to Daniel, the tickets to Busan); every other word but "the" (6) once
TWICE_SAID = ("두 번 나", "두 번 등장", "두 번 쓰", "두 번이", "두 번 있", "두 번 들어", "두번 나",
              "두번 등장", "두 차례")
SALE_CAP = 25
_MOST_AT_ONCE = {str(row[2]): max(int(r[3]) for r in SALES if r[2] == row[2]) for row in SALES}
UNDER_CAP = tuple(  # baguette (25 at most: 15, 25), bagel (20), cheesecake (8)
    name for name, most in _MOST_AT_ONCE.items() if most <= SALE_CAP
)
OVER_CAP = tuple(name for name in _MOST_AT_ONCE if name not in UNDER_CAP)  # croissant 40, muffin 55
OVER_CAP_SAID = (  # a sentence that names a croissant or a muffin says why it is not one of them
    "except", "but", "whereas", "while", "out", "bigger", "larger", "higher",
    *sorted({str(row[3]) for row in SALES if row[2] in OVER_CAP and int(row[3]) > SALE_CAP}),
    "제외", "빼고", "말고", "반면",  # 30, 35, 40, 45, 55: their sales over 25
)
DAY_PAIR = ("2024-06-02", "2024-06-05")
DAY_PAIR_GAP = _WON_BY_DAY[DAY_PAIR[0]] - _WON_BY_DAY[DAY_PAIR[1]]  # 204,000 − 178,000: 26,000
# (June 5 without its cheesecakes: 126,000, a gap of 78,000; by the units, 75 − 53: 22)
ADD_ALL = ("todo.md", DRAFT_TXT)  # what `git add -A` stages: the change and the untracked file …
ADD_ALL_IGNORED_SAID = (  # … but not the log, which .gitignore keeps out
    "ignor", "not", "n't", "exclud", "skip", "left out", "leave", "무시", "제외", "빠", "안 들어",
    "않", "아니",
)
BRANCH_LOST_SAID = (LAST_COMMIT, "stock check to report", "재고 체크", "재고 확인", "재고 점검",
                    "재고 검사")  # the one commit of BRANCH that main does not have
MAIN_KEEPS_SAID = ("main", "메인", "남", "안전", "그대로", "유지", "살아", "않", "아니")
NOTES_SPACED = [part for line in NOTES for part in (line, "")][:-1]  # a blank line between notes
LICENSE_HEADING = "## License"
README_LICENSED = [  # the README's lines of text, then the section (blank lines as one likes)
    [*README, LICENSE_HEADING, text] for text in ("MIT", "MIT License")
]
_ENTRY_GAPS = Counter(
    int((b - a).total_seconds()) for a, b in itertools.pairwise(_LOG_STAMPS)
)
LOG_STEP_S = _ENTRY_GAPS.most_common(1)[0][0]  # 57 s, 1,498 of the 1,499 gaps (the mean: 57.6;
# the longest, before the shutdown: 955 s)
_DAYS_IN_ORDER = sorted(_WON_BY_DAY)
_RISES = {  # each day's takings over the day before, in percent
    day: 100 * (_WON_BY_DAY[day] - _WON_BY_DAY[before]) / _WON_BY_DAY[before]
    for before, day in itertools.pairwise(_DAYS_IN_ORDER)
}
RISE_DAY = dt.date.fromisoformat(max(_RISES, key=lambda day: _RISES[day]))  # June 5: 123,000 →
RISE_PERCENT = max(_RISES.values())  # 178,000, up 44.72 % (over the new day's: 30.9; June 2: 7.65)
LOAN_USD, LOAN_APR, LOAN_YEARS = 20_000, 6, 5
_LOAN_RATE, _LOAN_MONTHS = LOAN_APR / 100 / 12, LOAN_YEARS * 12
LOAN_MONTHLY = LOAN_USD * _LOAN_RATE / (1 - (1 + _LOAN_RATE) ** -_LOAN_MONTHS)  # $386.66 (simple
# interest over 5 years: 433.33; no interest: 333.33)
PAN_CM = (18, 24)
PAN_SCALE = (PAN_CM[1] / PAN_CM[0]) ** 2  # 16/9: 1.78 times the batter (by the width: 1.33)
FRIDAY_13 = (13, FRIDAY)
LAUNDRY_MIN = 100  # 1시간 40분
JAPAN_CURRENCY = ("yen", "JPY", "円", "¥")  # won, yuan: not it
LIGHT_PRIMARIES = (  # red, green, blue (paint's red, yellow, blue: not them)
    ("빨강", "빨간", "적색", "레드", "red"), ("초록", "녹색", "그린", "green"),
    ("파랑", "파란", "청색", "블루", "blue"),
)

# fresh35
WEEKDAY_FILES = tuple(  # notes.txt alone ("on Friday"); no other file names a day of the week
    name for name, text in workspace_files().items()
    if any(re.search(rf"\b{day}\b", text, re.IGNORECASE) for day in EN_WEEKDAYS)
)
NOT_THEM_SAID = (  # ("not" alone is in "notes.txt")
    "no ", "not ", "not.", "not,", "n't", "none", "nothing", "없", "아니", "않", "안 ",
)
CHECKBOX_FILES = tuple(  # todo.md alone ("- [ ]", "- [x]"); README.md's list has no boxes
    name for name, text in workspace_files().items() if re.search(r"^- \[[ x]\]", text, re.M)
)
LOG_DAY = dt.date.fromisoformat(LOG_LAST[:10])  # every line of the log is of 2024-06-30
ORDERS_1500S = [  # the payment timeouts of orders 1500-1599: 1520 at 08:14:00, 1585 at 09:15:45
    line for line in _LOG if re.search(r"\(order 15\d\d\)", line)
]
ORDERS_1500S_NEAR = ("1455", "1650")  # the timeouts either side (07:12:15 and 10:17:30)
_LAST_STAMP = _LOG_STAMPS[-1]
FINAL_HOUR = (  # 47 entries from 23:00:21 to 23:44:03, and 48 with the shutdown at 23:59:58 (one
    sum(1 for at in _LOG_STAMPS if _LAST_STAMP - dt.timedelta(hours=1) <= at < _LAST_STAMP),
    sum(1 for at in _LOG_STAMPS if _LAST_STAMP - dt.timedelta(hours=1) <= at),
)  # hour of the log, 3600 / 57, is 63 or 64 entries)
SEOUL_PRICEY = sum(  # Seoul's croissant, baguette and cheesecake sales: 3 (every region: 6)
    1 for row in SALES if row[1] == "Seoul" and int(row[4]) > 3000
)
ONE_REGION = [(name, next(iter(where))) for name, where in _REGIONS_OF.items() if len(where) == 1]
# cheesecake, in Seoul (the baguettes: Busan and Seoul)
_MUFFIN_WON = {str(row[1]): int(row[3]) * int(row[4]) for row in SALES if row[2] == "muffin"}
MUFFIN_GAP = _MUFFIN_WON["Seoul"] - _MUFFIN_WON["Incheon"]  # 154,000 − 98,000: 56,000 (by the
# units: 20; Seoul over Busan: 28,000)
HOTFIX = "hotfix"
RELEASE_TAG = "v0.1"
TAX_RATE = 0.1
TAX_CASES = [(1000, 1100), (2500, 2750), (4100, 4510)]  # what price_with_tax gives now
WITHOUT_INCHEON = [SALES_HEADER, *[row for row in SALES if row[1] != "Incheon"]]  # 9 sales
SLOW_P90 = statistics.quantiles(_SLOW_MS, n=10)[-1]  # 180 ms (every usual method; the median:
# 144, the slowest: 189)
_BY_HOUR = Counter(at.hour for at in _LOG_STAMPS)
QUIET_HOUR = min(_BY_HOUR, key=lambda hour: _BY_HOUR[hour])  # 23: 48 lines with the shutdown
QUIET_HOUR_SAID = (  # (every other hour: 63 or 64)
    f"{QUIET_HOUR}시", f"오후 {QUIET_HOUR - 12}시", f"밤 {QUIET_HOUR - 12}시", f"{QUIET_HOUR}:00",
    f"{QUIET_HOUR - 12} PM", f"{QUIET_HOUR - 12}pm", f"{QUIET_HOUR - 12} p.m.",
)
BOOK_PAGES, BOOK_PACE = 380, 25
BOOK_DAYS = math.ceil(BOOK_PAGES / BOOK_PACE)  # 16 (15.2 days of reading; 15 leaves 5 pages)
DON_GRAMS = 3.75  # 한 돈
GOLD_DON = 5  # 18.75 g (3.5 g or 4 g a 돈: 17.5, 20)
BOOK_CLUB = (2, EN_WEEKDAYS.index("Thursday"))  # the second Thursday of a month
SEOUL_ZONE = "Asia/Seoul"
UNIVERSAL_DONOR = (  # O negative, as one writes it (O-, O Rh-, O−, O형 Rh-); AB positive, the
    r"(?<![A-Za-z])O\s?(?:Rh\s?)?(?:negative|neg\b|[-−](?:\s?negative|(?![A-Za-z+\d])))"  # one
    r"|Rh\s?[-−]\s?O(?![A-Za-z+])|O형\s?(?:Rh\s?)?(?:[-−]|음성)"  # that takes any blood, O
)  # positive or "type O" alone: not it
JIKJI = ("직지", "Jikji")  # 팔만대장경 (wood blocks), 구텐베르크 성경 (later): not it

# fresh36
PYTHON_NAMED = tuple(  # README.md ("python3 report.py") and docs/setup.md ("Install Python 3.11")
    name for name, text in workspace_files().items() if "python" in text.casefold()
)  # (the .py files name no Python: they are written in it)
PYTHON_NOT_NAMED = tuple(  # report.py left out: both of them name it, next to python
    Path(name).name for name in workspace_files()
    if name not in PYTHON_NAMED and Path(name).name != "report.py"
)
_FOLDERS = sorted({name.split("/")[0] for name in workspace_files() if "/" in name})
MD_ONLY_FOLDERS = tuple(  # docs (setup.md, usage.md); src, scripts and logs hold no Markdown
    folder for folder in _FOLDERS
    if all(name.endswith(".md") for name in workspace_files() if name.startswith(f"{folder}/"))
)
OTHER_FOLDERS = tuple(folder for folder in _FOLDERS if folder not in MD_ONLY_FOLDERS)
DRAFT_WORDS = tuple(DRAFT.split()[-2:])  # "summer", "menu": what draft.txt is about
FIRST_TIMEOUTS = _ERROR_LINES[:3]  # 01:01:45 (1065), 02:03:30 (1130), 03:05:15 (1195) …
FOURTH_TIMEOUT = _ERROR_LINES[3]  # … not 04:07:00 (1260)


def _clock_said(line: str) -> tuple[str, ...]:
    """A log line's time as an answer writes it: 01:01, 1:01, 1시 1분, 1시1분."""
    hour, minute = int(line.split()[1][:2]), int(line.split()[1][3:5])
    return (line.split()[1][:5], f"{hour}:{minute:02d}", f"{hour}시 {minute}분",
            f"{hour}시{minute}분")


_ITEMS_BEFORE_ONE = {
    found.group(1) for line in _LOG if line.split()[1] < "01:00:00"
    if (found := re.search(r"/items/(\d+)$", line))
}
ITEMS_BEFORE_ONE = len(_ITEMS_BEFORE_ONE)  # 44 pages in 54 requests (63 entries; 50 pages in all)
_ITEM_HITS = Counter(
    found.group(1) for line in _LOG if (found := re.search(r"/items/(\d+)$", line))
)
ITEM_HITS_MOST = max(_ITEM_HITS.values())  # 26, for 28 of the 50 pages (14 have 25, the fewest 23)
_UNITS_IN_ORDER = {  # each product's units, sale by sale, oldest first
    name: [int(row[3]) for row in sorted(SALES, key=lambda row: str(row[0])) if row[2] == name]
    for name in dict.fromkeys(str(row[2]) for row in SALES)
}
RISING = tuple(  # baguette (15, then 25); croissant 40, 30, 22 and the others: not; cheesecake
    name for name, units in _UNITS_IN_ORDER.items()  # sold once
    if len(units) > 1 and all(a < b for a, b in itertools.pairwise(units))
)
NOT_RISING_SAID = (
    *NOT_THEM_SAID, "down", "fell", "fall", "drop", "dip", "less", "fewer", "once", "only one",
    "single", "줄", "감소", "떨어", "한 번", "한번", "하락",
)
BUSAN_RUN_DAYS = ("2024-06-03", "2024-06-05")  # Busan's three days in a row (BUSAN_STREAK)
BUSAN_RUN_WON = sum(  # 96,000 + 25,000 + 126,000: 247,000 won (all of Busan's: 308,500)
    int(row[3]) * int(row[4]) for row in SALES
    if row[1] == "Busan" and BUSAN_RUN_DAYS[0] <= str(row[0]) <= BUSAN_RUN_DAYS[1]
)
STAGED = ("todo.md",)  # staged, not committed (draft.txt, untracked, not staged with it)
LAST_COMMIT_FIXED = "Add stock check to report.py"  # the last commit's message, amended
README_NO_BLANKS = [line for line in README if line.strip()]  # 11 lines
CHECK_SH_NO_BACKUP = [said for said in _CHECK_SH_SAYS if said != "backup ok"]  # disk, STATUS
PRIMES_UNDER = 10_000
PRIME_COUNT = sum(  # 1,229 (1,228 or 1,230: a prime missed, or 1 counted)
    1 for n in range(2, PRIMES_UNDER) if all(n % p for p in range(2, math.isqrt(n) + 1))
)
NOTES_MEAN_CHARS = (  # 25.875 with the spaces, 21.875 without (with the newline: 26.875)
    statistics.mean(len(line) for line in NOTES),
    statistics.mean(len(line.replace(" ", "")) for line in NOTES),
)
OVEN_F = 350
OVEN_C = (OVEN_F - 32) * 5 / 9  # 176.67 °C (the usual dial's 175 or 180 is not the conversion)
SAVINGS_INTEREST = 500_000  # 적금 이자 50만 원, 세전 …
INTEREST_TAX = 0.154  # … 이자소득세 15.4 % (14 % and 1.4 % local tax) …
INTEREST_NET = round(SAVINGS_INTEREST * (1 - INTEREST_TAX))  # … 423,000 (42만 3천) won (the tax
# alone: 77,000; at 14 %: 430,000)
SAVINGS_MONTHS = 6  # a six-month 적금 opened today matures six calendar months on
VITAMIN_D = r"vitamin\s?D(?![A-Za-z])|비타민\s?D(?![A-Za-z])|비타민\s?디"  # (vitamin C: not it)
SHANGHAI = ("상하이", "상해", "Shanghai")  # 1919 (충칭, 중경: its last seat, from 1940)

# fresh37
NEVER_COMMITTED = tuple(  # draft.txt (untracked) and logs/app.log (ignored): in no commit
    name for name in workspace_files() if name not in TRACKED_FILES
)  # (todo.md is changed but was committed; report.py too)
SALES_CSV_NAMED = tuple(  # README.md, report.py, docs/usage.md name it (sales.csv aside)
    name for name, text in workspace_files().items() if "sales.csv" in text and name != "sales.csv"
)
SALES_CSV_NOT_NAMED = tuple(  # notes.txt, todo.md, setup.md, check.sh, app.py, …: not
    Path(name).name for name in workspace_files()
    if name not in SALES_CSV_NAMED and name != "sales.csv"
)
CHEESECAKE_ROW = next(  # 2024-06-05,Seoul,cheesecake,8,6500, as the file has it
    line for line in _csv_text().splitlines() if ",cheesecake," in line
)
APP_PY_CODE = tuple(line.strip() for line in APP_PY.splitlines() if line.strip())  # 4 lines
FILES_PER_FOLDER = Counter(  # src 2, docs 2, scripts 1, logs 1
    name.split("/")[0] for name in workspace_files() if "/" in name
)
README_WORDS = (  # `wc -w README.md`: 59; without the bare #, ## and - marks: 52
    len(_lines(README).split()),
    sum(1 for word in _lines(README).split() if any(c.isalnum() for c in word)),
)
_BUSAN_REVENUE = sum(int(row[3]) * int(row[4]) for row in SALES if row[1] == "Busan")
BUSAN_SALE_DAYS = len({row[0] for row in SALES if row[1] == "Busan"})  # 4 of the 6 days
BUSAN_PER_DAY = _BUSAN_REVENUE // BUSAN_SALE_DAYS  # 308,500 / 4: 77,125 won (over 6: 51,417)
JUNE6 = "2024-06-06"
JUNE6_BY_REGION = {str(row[1]): int(row[3]) * int(row[4]) for row in SALES if row[0] == JUNE6}
JUNE6_AHEAD = max(JUNE6_BY_REGION, key=lambda region: JUNE6_BY_REGION[region])  # Incheon …
JUNE6_GAP = JUNE6_BY_REGION[JUNE6_AHEAD] - min(JUNE6_BY_REGION.values())  # … 70,400 - 45,000
BRANCH_RENAMED = "feature/stock"  # BRANCH, renamed (`git branch -m`)
ERRORS_TXT = "errors.txt"  # the log's payment timeout lines (_ERROR_LINES), as grep prints them
BORN_DAY = dt.date(1988, 7, 14)  # a Thursday
MONDAYS_YEAR = 2024
MONDAYS_2024 = sum(  # 53: 2024 began on a Monday and had 366 days (52 in most years)
    1 for month in range(1, 13) for week in calendar.monthcalendar(MONDAYS_YEAR, month)
    if week[0]
)
PACK_EGGS, PACK_PRICE_USD, EGGS_WANTED = 6, 2.10, 15
EGGS_COST_USD = PACK_PRICE_USD / PACK_EGGS * EGGS_WANTED  # $5.25 (three packs: $6.30)
HOURLY_WON, DAY_HOURS, WEEK_DAYS_WORKED, WEEKS_WORKED = 10_030, 6, 5, 4
WAGE_MONTH = HOURLY_WON * DAY_HOURS * WEEK_DAYS_WORKED * WEEKS_WORKED  # 1,203,600 (120만 3,600)
BABY_DAYS = 1000  # 천 일: the day of birth counted as day 1 (999 days on), or 1,000 days on
CURIE_SAID = ("Curie", "퀴리")  # 1903, physics (Bertha von Suttner's peace prize: 1905)
LONGEST_BONE = ("대퇴골", "넙다리뼈", "넓적다리뼈", "허벅지뼈", "허벅지 뼈", "femur")  # 정강이뼈:
# the second longest

# fresh38
PY_OUTSIDE_SRC = tuple(  # report.py alone (src/app.py and src/utils.py are in src)
    name for name in workspace_files() if name.endswith(".py") and not name.startswith("src/")
)
TOP_TXT = tuple(  # notes.txt and draft.txt (no .txt in a subfolder)
    name for name in workspace_files() if name.endswith(".txt") and "/" not in name
)
LOGS_FOR = next(  # "application logs" (README.md's Layout: "- logs/: application logs …")
    line.split(": ", 1)[1].split(" (")[0] for line in README if line.startswith("- logs/")
)
REPORT_DOC = REPORT_PY.splitlines()[0].strip('"').rstrip(".")  # Daily stock check for the bakery
LOG_HALF_FROM = 751  # the log's second half: lines 751 to 1,500
LATE_ERRORS = sum(  # 12 (lines 780, 845, … 1,495); all 23 in the whole log
    1 for n, line in enumerate(log_text().splitlines(), 1)
    if n >= LOG_HALF_FROM and " ERROR " in line
)
MANY_UNITS = 30
SALES_OVER_30 = sum(1 for row in SALES if int(row[3]) > MANY_UNITS)  # 4 (40, 55, 35, 45)
_BUSAN_PRICES = [int(row[4]) for row in SALES if row[1] == "Busan"]
BUSAN_MEAN_PRICE = sum(_BUSAN_PRICES) / len(_BUSAN_PRICES)  # 3,150 (per unit sold: 3,085)
DAY_TAKINGS_BAR = 200_000
_TAKINGS_BY_DAY = {
    day: sum(int(row[3]) * int(row[4]) for row in SALES if row[0] == day)
    for day in dict.fromkeys(str(row[0]) for row in SALES)
}
BIG_TAKINGS = {  # June 2 alone: 204,000 won (June 3: 198,500, just under)
    dt.date.fromisoformat(day): won for day, won in _TAKINGS_BY_DAY.items() if won > DAY_TAKINGS_BAR
}
INSTALL_MD = "docs/install.md"
USAGE_KO_TITLE = "# 사용법"
USAGE_KO = [
    USAGE_KO_TITLE if line.startswith("# ") else line
    for line in workspace_files()["docs/usage.md"].splitlines()
]
THREE_OR_FIVE = sum(  # 234,168 (below 1,000, without 1,000 itself: 233,168)
    n for n in range(1, 1001) if n % 3 == 0 or n % 5 == 0
)
TEN_K_FROM = dt.date(2000, 1, 1)
TEN_K_DAY = TEN_K_FROM + dt.timedelta(days=10_000)  # 2027-05-19
SUGAR_CUPS = 3 / 4 * 5  # 3.75 cups
MARATHON_KM, MARATHON_S = 42.195, 4 * 3600
MARATHON_PACE = round(MARATHON_S / MARATHON_KM)  # 341 s a km: 5:41 (42 km flat: 5:43)
HALLOWEEN = (10, 31)  # the days until the next October 31, read when graded
HANGUL_DAY = (10, 9)  # 한글날: this year's, read when graded (passed or not)
GUITAR = ("six", "여섯")  # strings of a standard guitar, or the number 6 (a bass: 4)
WATER = ("H2O", "H₂O")

# fresh39
README_NAMES = tuple(  # report.py and sales.csv (README.md's text names no other file)
    name for name in workspace_files()
    if name != "README.md" and Path(name).name in "\n".join(README)
)
UTILS_AT = next(name for name in workspace_files() if Path(name).name == "utils.py")  # src/
_SALES_LIVE = next(re.search(r"lives in (\S+)", line) for line in README if "lives in" in line)
SALES_LIVE = _SALES_LIVE.group(1) if _SALES_LIVE else "?"  # sales.csv ("one row per sale")
MD_LINES = sum(  # 28: README.md 16, todo.md 6 (5 committed), docs/setup.md 3, docs/usage.md 3
    len(text.splitlines()) for name, text in workspace_files().items() if name.endswith(".md")
)
SALES_FROM = dt.date(2024, 6, 4)
SALES_SINCE = sum(  # 6 rows on June 4, 5 and 6 (3 days; 4 rows after June 4)
    1 for row in SALES if dt.date.fromisoformat(str(row[0])) >= SALES_FROM
)
_PRODUCT_PER_SALE = {  # croissant 98,133.33, baguette 82,000, muffin 126,000, bagel 40,000 …
    product: statistics.mean(int(row[3]) * int(row[4]) for row in SALES if row[2] == product)
    for product in dict.fromkeys(str(row[2]) for row in SALES)
}
BEST_PER_SALE = max(_PRODUCT_PER_SALE, key=lambda name: _PRODUCT_PER_SALE[name])  # muffin
BEST_PER_SALE_WON = _PRODUCT_PER_SALE[BEST_PER_SALE]  # 126,000 (378,000 over 3 sales)
PRICE_OF = {str(row[2]): int(row[4]) for row in SALES}  # croissant 3,200 … cheesecake 6,500
SUMMER_COMMIT = "Add summer menu draft"
DOCS_BACKUP = "docs-backup"
DOCS_FILES = tuple(name for name in workspace_files() if name.startswith("docs/"))
SEVENS_UP_TO = 1000
SEVENS = sum(  # 300 sevens (written in 271 numbers)
    str(n).count("7") for n in range(1, SEVENS_UP_TO + 1)
)
BORN_AT = dt.datetime(1990, 5, 5)
BILLION_S_DAY = (BORN_AT + dt.timedelta(seconds=10**9)).date()  # 2022-01-11, 01:46:40
SYRUP_PARTS, WATER_PARTS, LEMONADE_L = 1, 5, 3
SYRUP_L = LEMONADE_L * SYRUP_PARTS / (SYRUP_PARTS + WATER_PARTS)  # 0.5 L (3/5 of a part: 0.6)
LAPTOP_WON, LAPTOP_MONTHS = 1_200_000, 12
LAPTOP_MONTHLY = LAPTOP_WON // LAPTOP_MONTHS  # 100,000 (10만) won a month
PHONE_INVENTOR = ("Bell",)  # Alexander Graham Bell (Edison: the phonograph)
PICASSO_FROM = ("스페인", "에스파냐", "Spain")  # born in Málaga; lived in France

# fresh40
LOGS_NAMED = tuple(  # README.md and .gitignore (the log itself left out)
    name for name, text in workspace_files().items()
    if not name.startswith("logs/") and "logs/" in text
)
SYS_USERS = tuple(  # report.py: the one Python file that imports sys
    name for name, text in workspace_files().items()
    if name.endswith(".py") and re.search(r"^(?:import|from) sys\b", text, re.MULTILINE)
)
NO_SYS = tuple(  # src/app.py and src/utils.py
    Path(name).name for name in workspace_files() if name.endswith(".py") and name not in SYS_USERS
)
NOT_SAID = ("안 ", "않", "없", "아니", "말고", "빼고", "not", "no ", "n't")
TIMEOUT_HOURS = (10, 11)  # 10 to 11 am: one payment timeout (order 1650 at 10:17:30)
WINDOW_TIMEOUTS = tuple(
    line for line in log_text().splitlines()
    if " ERROR " in line and TIMEOUT_HOURS[0] <= int(line.split()[1][:2]) < TIMEOUT_HOURS[1]
)
WINDOW_ORDERS = tuple(re.findall(r"order (\d+)", "\n".join(WINDOW_TIMEOUTS)))  # ("1650",)
_ERROR_WORDING = re.search(r" ERROR (.+?) \(order", log_text())
ERROR_WORDING = _ERROR_WORDING.group(1) if _ERROR_WORDING else "?"  # payment gateway timeout
BUSAN_KINDS = len({str(row[2]) for row in SALES if row[1] == "Busan"})  # 4 (of 5; 4 sales)
MONDAY_SALES = sum(  # 2: June 3, 2024 was a Monday (1 day)
    1 for row in SALES if dt.date.fromisoformat(str(row[0])).weekday() == 0
)
REGIONS_BY_UNITS = sorted(_BY_REGION, key=lambda name: -_BY_REGION[name])  # Seoul 146, Busan 100,
# Incheon 77
CHEAP_DEAR = (CHEAPEST_PRODUCT, PRICIEST)  # bagel (2,500 won: 48 sold), cheesecake (6,500: 8)
BUILD_NEXT = str(int(BUILD) + 1)  # 7782
CHECK_SH_BUMPED = CHECK_SH.replace(f"(build {BUILD})", f"(build {BUILD_NEXT})")
FIB_NTH = 30
FIB_30 = 832_040  # 1, 1, 2, 3, …: the 30th (the 29th 514,229; the 31st 1,346,269)
SQUARES_UP_TO = 100
SQUARES = sum(n * n for n in range(1, SQUARES_UP_TO + 1))  # 338,350 (1 to 99: 328,350)
FLOOR_CM, TILE_CM = (360, 450), 30
TILES = (FLOOR_CM[0] // TILE_CM) * (FLOOR_CM[1] // TILE_CM)  # 12 × 15 = 180 (16.2 m² / 0.09 m²)
BEEF_G, BEEF_WON = 600, 36_000
BEEF_PER_100G = BEEF_WON * 100 // BEEF_G  # 6,000 won (한 근 600 g)
GUACAMOLE = ("avocado",)  # (tomato, lime and onion go in too, but it is made of avocado)
KOREA_CODE = 82  # +82 (Japan +81, China +86)

# fresh41
SAME_STEM = tuple(sorted(  # logs/app.log and src/app.py: one name, two extensions
    name for name in workspace_files()
    if sum(Path(other).stem == Path(name).stem for other in workspace_files()) > 1
))
SIZE_FOLDERS = ("src", "docs")
BIGGEST_IN = tuple(  # src/app.py (84 bytes; utils.py 69), docs/setup.md (50; usage.md 48)
    max((name for name in workspace_files() if name.startswith(f"{folder}/")),
        key=lambda name: len(workspace_files()[name].encode("utf-8")))
    for folder in SIZE_FOLDERS
)
SMALLER_IN = tuple(  # utils.py, usage.md
    Path(name).name for name in workspace_files()
    if name.split("/")[0] in SIZE_FOLDERS and name not in BIGGEST_IN
)
SMALLER_SAID = (*NOT_SAID, "작", "보다", "smaller", "than", "less")
_LOG_END = dt.datetime.fromisoformat(LOG_LAST[:19])
_MS_SAID = re.compile(r"\((\d+) ms\)")
LAST_HOUR_WARNS = tuple(  # 7 slow queries from 23:00 to 23:59:58
    line for line in log_text().splitlines()
    if " WARN " in line
    and dt.datetime.fromisoformat(line[:19]) >= _LOG_END - dt.timedelta(hours=1)
)
LAST_HOUR_MS = max(  # 158 ms at 23:43:06 (the log's slowest, 189 ms, is earlier)
    int(_MS_SAID.findall(line)[0]) for line in LAST_HOUR_WARNS
)
EXACT_MS = 150
FIRST_EXACT = next(  # 02:13:00 (the first over 150 ms: 156 ms at 00:53:12)
    line for line in log_text().splitlines() if f"({EXACT_MS} ms)" in line
)
FIRST_EXACT_AT = (int(FIRST_EXACT[11:13]), int(FIRST_EXACT[14:16]))
EITHER_PRODUCT = ("croissant", "bagel")
EITHER_SALES = sum(1 for row in SALES if row[2] in EITHER_PRODUCT)  # 6 (3 + 3)
_PRODUCT_PRICES = {str(row[2]): int(row[4]) for row in SALES}
MEDIAN_PRODUCT_PRICE = statistics.median(_PRODUCT_PRICES.values())  # 3,200 (the rows': 3,000)
SALE_UNITS_GAP = max(int(row[3]) for row in SALES) - min(int(row[3]) for row in SALES)  # 55 - 8
TODO_DONE_LAST = [  # the ticked "update README" moved below "order more flour"
    *[line for line in TODO_NOW if not line.startswith("- [x]")],
    *[line for line in TODO_NOW if line.startswith("- [x]")],
]
LOG_KEPT = 100
LOG_KEPT_LINES = log_text().splitlines()[-LOG_KEPT:]
BINARY_OF = 2024
BINARY = format(BINARY_OF, "b")  # 11111101000
LEAP_SPAN = (2000, 2100)
LEAP_COUNT = sum(calendar.isleap(year) for year in range(LEAP_SPAN[0], LEAP_SPAN[1] + 1))  # 25
CARTON_ML, BATCH_ML = 2000, 250
BATCHES = CARTON_ML // BATCH_ML  # 8
FEEDS, FEED_ML = 6, 160
FORMULA_ML = FEEDS * FEED_ML  # 960 ml (0.96 L)
PLANTS_TAKE_IN = ("carbon dioxide", "CO2", "CO₂", "이산화탄소")  # (they give off oxygen)
KST_OFFSET = 9  # UTC+9 (China and Taiwan: +8)

# fresh42
_HEADINGS = {  # README.md 3 (# Sunrise Bakery, ## Layout, ## Contact); the others 1 each
    name: sum(line.startswith("#") for line in workspace_files()[name].splitlines())
    for name in MD_FILES
}
MULTI_HEADING_MD = tuple(Path(name).name for name in MD_FILES if _HEADINGS[name] > 1)  # README
ONE_HEADING_MD = tuple(Path(name).name for name in MD_FILES if _HEADINGS[name] == 1)
ONE_HEADING_SAID = (*NOT_SAID, "only one", "just one", "one each", "a single", "single heading",
                    "1 heading", "하나", "한 개", "1개")
DOCS_WORDS = {  # setup.md 8 words (50 bytes), usage.md 10 (48 bytes): `wc -w`
    Path(name).name: len(text.split()) for name, text in workspace_files().items()
    if name.startswith("docs/")
}
WORDIER_DOC = max(DOCS_WORDS, key=lambda name: DOCS_WORDS[name])  # usage.md
TERSER_DOC = tuple(name for name in DOCS_WORDS if name != WORDIER_DOC)  # setup.md, the bigger
TERSER_SAID = (*SMALLER_SAID, "적", "덜", "fewer")
QUICKEST_MS = min(  # 100 ms (twice: 09:58:30 and 19:57:00); the slowest 189
    int(_MS_SAID.findall(line)[0]) for line in log_text().splitlines() if " WARN " in line
)
FLOUR_WORD = "flour"
FLOUR_MENTIONS = sum(  # 2: notes.txt's "Buy flour and sugar", todo.md's "order more flour"
    len(re.findall(rf"\b{FLOUR_WORD}\b", text, re.IGNORECASE))
    for text in workspace_files().values()
)
_PRICES_DOWN = sorted(_PRODUCT_PRICES.items(), key=lambda item: -item[1])
RUNNER_UP_PRODUCT, RUNNER_UP_PRICE = _PRICES_DOWN[1]  # baguette, 4,100 (cheesecake 6,500 first)
UNITS_PER_DAY = TOTAL_UNITS / SALE_DAYS  # 53.8: 323 units in 6 days (a sale: 26.9)
TODO_PLAIN = [re.sub(r"^- \[[ x]\] ", "- ", line) for line in TODO_NOW]
NOTES_BY_LENGTH = sorted(NOTES, key=len)  # no two notes are as long
LCM_OF = (12, 18, 30)
LCM = math.lcm(*LCM_OF)  # 180 (their gcd 6, their product 6,480)
UTF8_TEXT = "안녕하세요"
UTF8_BYTES = len(UTF8_TEXT.encode("utf-8"))  # 15 (5 characters; 10 in UTF-16)
TURKEY_LB, MIN_PER_LB = 20, 15
TURKEY_MIN = TURKEY_LB * MIN_PER_LB  # 300 minutes, 5 hours
DELIVERY_WON, DRINK_WON, SPLIT_WAYS = 42_000, 6_000, 3
MY_SHARE = (DELIVERY_WON - DRINK_WON) // SPLIT_WAYS + DRINK_WON  # 18,000 (the others 12,000)
CANADA_CAPITAL = ("Ottawa", "오타와")  # (Toronto is the biggest city)
PRESIDENT_TERM = 5  # one term of 5 years (the US: 4)

# fresh43
DEPENDENCY_FILES = ("requirements.txt", "pyproject.toml", "setup.py", "setup.cfg", "Pipfile")
MD_OUTSIDE_DOCS = tuple(name for name in MD_FILES if not name.startswith("docs/"))  # README, todo
MD_IN_DOCS = tuple(Path(name).name for name in MD_FILES if name.startswith("docs/"))
NONE_THERE_SAID = ("no ", "none", "not ", "n't", "nothing", "없")  # none of them is here
LAST_TIMEOUT_ORDER = max(  # 2495, the 23rd (line 1495, 23:40:15); the first 1065
    int(found.group(1)) for line in log_text().splitlines()
    if " ERROR " in line and (found := re.search(r"order (\d+)", line))
)
WEEK_OR_MONTH_WORDS = (*EN_WEEKDAYS, *EN_MONTHS)
NOTES_DATED = sum(  # 2: "… on Friday", "… before June"
    any(re.search(rf"\b{word}\b", note) for word in WEEK_OR_MONTH_WORDS) for note in NOTES
)
JUNE4_TAKINGS = sum(  # 123,000 won: Incheon's muffins 98,000 + Busan's bagels 25,000
    int(row[3]) * int(row[4]) for row in SALES if row[0] == JUNE4
)
_JUNE5_BUSAN = next(row for row in SALES if row[0] == "2024-06-05" and row[1] == "Busan")
JUNE5_BUSAN_PRODUCT, JUNE5_BUSAN_UNITS = str(_JUNE5_BUSAN[2]), int(_JUNE5_BUSAN[3])  # muffin, 45
OVER_3000_UNITS = sum(  # 140: croissants 92, baguettes 40, cheesecakes 8 (4 of 12 sales: no)
    int(row[3]) for row in SALES if int(row[4]) > 3000
)
_BAGEL_SALES = [int(row[3]) for row in SALES if row[2] == "bagel"]
BAGEL_PER_SALE = sum(_BAGEL_SALES) / len(_BAGEL_SALES)  # 16: 48 bagels in 3 sales
REPORT_NOW = [*REPORT_PY.splitlines(), REPORT_PY_ADDED]  # report.py as the last commit left it
CARRY_BRANCH = "summer-menu"
_PLUMBER = next(note for note in NOTES if "plumber" in note)
NOTES_PLUMBER_TOP = [_PLUMBER, *(note for note in NOTES if note != _PLUMBER)]
NOTES_DASHED = [f"- {note}" for note in NOTES]
SUNDAY_FIRSTS = sum(  # 171 months of 1901–2000 began on a Sunday
    dt.date(year, month, 1).weekday() == 6 for year in range(1901, 2001) for month in range(1, 13)
)
ROMAN = "MCMXCIV"
ROMAN_VALUE = 1994  # M 1000 + CM 900 + XC 90 + IV 4 (MCM… read letter by letter: 2216)
BED_AT, UP_AT = (23, 30), (6, 45)
SLEEP_MIN = 24 * 60 - (BED_AT[0] * 60 + BED_AT[1]) + UP_AT[0] * 60 + UP_AT[1]  # 435: 7 h 15 min
PAY_WON, SAVE_PERCENT = 3_200_000, 15
SAVED_A_YEAR = PAY_WON * SAVE_PERCENT // 100 * 12  # 5,760,000 (576만) won; a month 480,000
HEXAGON_SIDES = 6
OLYMPIC_YEARS = 4  # the Summer Games every 4 years

# fresh44
SHORTEST_NAMED = min(workspace_files(), key=lambda name: len(Path(name).name))  # src/app.py: 6
F_STRING_FILES = tuple(  # report.py, the one print(f"…") (app.py and utils.py have none)
    name for name, text in workspace_files().items()
    if name.endswith(".py") and re.search(r"\bf[\"']", text)
)
PY_OTHERS = tuple(Path(name).name for name in workspace_files()
                  if name.endswith(".py") and name not in F_STRING_FILES)
LOG_LEVELS = tuple(dict.fromkeys(line.split()[2] for line in log_text().splitlines()))
OTHER_LEVELS = ("DEBUG", "CRITICAL", "FATAL", "TRACE")  # levels this log never writes
TOP_ITEM_PAGE = max(  # 49 (n % 50: the pages are 0 to 49, 50 of them)
    int(page) for page in re.findall(r"/items/(\d+)", log_text())
)
CAPITALISED_WORDS = len(re.findall(r"\b[A-Z]", "\n".join(NOTES)))  # 13: 8 first words, 5 names
REPORT_COLUMNS = tuple(  # product and units (date, region and unit_price: never read)
    column for column in SALES_HEADER if f'row["{column}"]' in REPORT_PY
)
FLAT_PRICE = 3000
FLAT_REVENUE = TOTAL_UNITS * FLAT_PRICE  # 969,000 won (the real revenue 1,008,400)


def _top_product_in(region: str) -> tuple[str, int]:
    """The product `region` sold the most units of, and how many."""
    units: Counter[str] = Counter()
    for row in SALES:
        if row[1] == region:
            units[str(row[2])] += int(row[3])
    return units.most_common(1)[0]


# muffin everywhere: Seoul 55, Busan 45, Incheon 35 (a region's units, 146, 100, 77: no)
REGION_TOP_PRODUCT = {region: _top_product_in(region) for region in _BY_REGION}
NEW_REMOTE = ("origin", "https://github.com/sunrise-bakery/inventory.git")
COMMIT_ALL_MESSAGE = "여름 메뉴 초안이랑 할 일 추가"
TODO_WITH_NOTES = [*TODO_NOW, *(f"- [ ] {note}" for note in NOTES)]
NOTES_NO_PEOPLE = [note for note in NOTES if not any(name in note for name in NOTE_PEOPLE)]


def _collatz_steps(start: int) -> int:
    steps = 0
    while start != 1:
        start = start // 2 if start % 2 == 0 else 3 * start + 1
        steps += 1
    return steps


def _perfect_numbers(below: int) -> tuple[int, ...]:
    """The numbers under `below` that are the sum of their proper divisors (a divisor sieve)."""
    sums = [0] * below
    for divisor in range(1, below // 2 + 1):
        for multiple in range(2 * divisor, below, divisor):
            sums[multiple] += divisor
    return tuple(n for n in range(2, below) if sums[n] == n)


COLLATZ_START = 27
COLLATZ_STEPS = _collatz_steps(COLLATZ_START)  # 111 (112 numbers, 27 and 1 counted)
PERFECT_BELOW = 10_000
PERFECT_NUMBERS = _perfect_numbers(PERFECT_BELOW)  # 6, 28, 496, 8128
SPLIT_DOLLARS, SPLIT_PARTS = 900, (2, 3, 4)
SPLIT_SHARES = tuple(SPLIT_DOLLARS * part // sum(SPLIT_PARTS) for part in SPLIT_PARTS)  # 200, …
HANDSHAKE_PEOPLE = 10
HANDSHAKES = math.comb(HANDSHAKE_PEOPLE, 2)  # 45 (90 counts each handshake twice)
SPIDER_LEGS = 8
METRO_CITIES = 6  # 광역시: 부산, 대구, 인천, 광주, 대전, 울산 (세종 is a 특별자치시)

# fresh45
ONE_FILE_FOLDERS = tuple(  # scripts and logs (src and docs hold two each)
    folder for folder, n in Counter(
        name.split("/")[0] for name in workspace_files() if "/" in name
    ).items() if n == 1
)
TWO_FILE_FOLDERS = tuple(
    dict.fromkeys(name.split("/")[0] for name in workspace_files()
                  if "/" in name and name.split("/")[0] not in ONE_FILE_FOLDERS)
)
DOCS_NAMING_REPORT = tuple(  # docs/setup.md ("then run report.py"); usage.md names sales.csv
    name for name, text in workspace_files().items()
    if name.startswith("docs/") and "report.py" in text
)
DOCS_OTHERS = tuple(Path(name).name for name in workspace_files()
                    if name.startswith("docs/") and name not in DOCS_NAMING_REPORT)
OPEN_ITEMS = [line for line in TODO_NOW if line.startswith("- [ ]")]
THIRD_OPEN = OPEN_ITEMS[2].removeprefix("- [ ] ")  # order more flour (the third item: README, done)
NOON_HOUR_LINES = sum(  # 64 (12:00:06 to 12:59:57)
    1 for line in log_text().splitlines() if line.split()[1].startswith("12:")
)
LONGEST_NOTE_WORDS = len(max(NOTES, key=len).split())  # 7 (the plumber's; Mina's 7 as well)


def _revenue_by_product() -> dict[str, int]:
    out: dict[str, int] = {}
    for row in SALES:
        out[str(row[2])] = out.get(str(row[2]), 0) + int(row[3]) * int(row[4])
    return out


LEAST_EARNER, LEAST_EARNED = min(  # cheesecake, 52,000 won (bagel next, 120,000)
    _revenue_by_product().items(), key=lambda item: item[1]
)
_INCHEON_SALES = [int(row[3]) * int(row[4]) for row in SALES if row[1] == "Incheon"]
INCHEON_PER_SALE = sum(_INCHEON_SALES) // len(_INCHEON_SALES)  # 72,800 (218,400 over 3 sales)
LOCAL_AUTHOR = ("Daniel Kim", "daniel@sunrise-bakery.example")
MAIN_TAG = "release-0.1"
README_NEW_CONTACT = [
    line.replace(GIT_USER[0], LOCAL_AUTHOR[0]) for line in README
]  # "Questions go to Daniel Kim."
NOTES_HEADING = "# 메모"


def _first_fibonacci_over(limit: int) -> int:
    a, b = 1, 1
    while b <= limit:
        a, b = b, a + b
    return b


POWER_FOR_DIGITS = 1000
POWER_DIGIT_SUM = sum(int(digit) for digit in str(2**POWER_FOR_DIGITS))  # 1366 (302 digits)
FIB_LIMIT = 1000
FIB_OVER_LIMIT = _first_fibonacci_over(FIB_LIMIT)  # 1597 (987 the last under it)
WEEK_SECONDS = 7 * 24 * 60 * 60  # 604,800
COST_WON, MARKUP_PERCENT = 8000, 25
MARKED_UP_PRICE = COST_WON * (100 + MARKUP_PERCENT) // 100  # 10,000 (25% of the price: 10,667)
ADULT_TEETH = 32
TAEGUKGI_TRIGRAMS = 4  # 건, 곤, 감, 리

# fresh46
FEWEST_WORDS_FILE = min(  # draft.txt, 5 words (the hidden .gitignore has 1)
    (name for name in workspace_files() if not Path(name).name.startswith(".")),
    key=lambda name: len(workspace_files()[name].split()),
)
NOTES_PEOPLE = ("Mina", "Daniel")  # the people notes.txt names
PEOPLE_ELSEWHERE = {  # Mina: README.md ("Questions go to Mina Park."); Daniel: nowhere else
    person: tuple(name for name, text in workspace_files().items()
                  if name != "notes.txt" and person in text)
    for person in NOTES_PEOPLE
}
EVENING_FROM = 18  # 6 pm
_EVENING_WARN = next(  # the first slow query after 8:30 pm: 20:30:15, 135 ms
    line for line in log_text().splitlines()
    if " WARN " in line and line.split()[1] >= "20:30"
)
EVENING_WARN_AT = _EVENING_WARN.split()[1]
EVENING_WARN_SAID = (EVENING_WARN_AT, f"{int(EVENING_WARN_AT[:2]) - 12}{EVENING_WARN_AT[2:]}")
EVENING_WARN_MS = int(re.findall(r"\((\d+) ms\)", _EVENING_WARN)[0])
FIRST_BAGEL = next(row for row in SALES if row[2] == "bagel")  # 06-02, Incheon, 20
EVENING_SERVED = sum(  # 306 "request served" lines from 18:00 (307 INFO with the shutdown)
    1 for line in log_text().splitlines()
    if int(line.split()[1][:2]) >= EVENING_FROM and "request served" in line
)
NOTES_WITH_THE = sum(1 for line in NOTES if "the" in line.split())  # 5 (6 times in all)
BIG_ORDER_UNITS, BIG_ORDER_OFF = 40, 10
BULK_DISCOUNT = sum(  # 40,800 won: 10 % of 408,000 (40 croissants, 55 and 45 muffins)
    int(row[3]) * int(row[4]) for row in SALES if int(row[3]) >= BIG_ORDER_UNITS
) * BIG_ORDER_OFF // 100

SEOUL_OVER_INCHEON = _revenue("Seoul") / _revenue("Incheon")  # 481,500 / 218,400: 2.2
TODO_COMMIT_MESSAGE = "밀가루 주문 추가"
HOURS_LINE = "Open every day, 7am to 7pm."
_HOURS_AT = README.index("## Contact")
README_WITH_HOURS = [  # with or without a blank line under the heading and above Contact
    [*README[:_HOURS_AT], "## Hours", *under, HOURS_LINE, *above, *README[_HOURS_AT:]]
    for under in ([""], []) for above in ([""], [])
]
TAX_FLOORED = [  # price_with_tax cutting the won off instead of rounding (1107.7 → 1107)
    (price, price * 11 // 10) for price in (1007, 2805, 999, 1000, 4100, 6500)
]
HAND_CARDS, DECK_CARDS = 5, 52
POKER_HANDS = math.comb(DECK_CARDS, HAND_CARDS)  # 2,598,960 (311,875,200 in order)
PRIME_SUM_LIMIT = 100
PRIME_SUM = sum(  # 1060 (25 primes)
    n for n in range(2, PRIME_SUM_LIMIT + 1) if all(n % d for d in range(2, math.isqrt(n) + 1))
)
BABY_POUNDS, BABY_OUNCES = 7, 8
BABY_KG = (BABY_POUNDS + BABY_OUNCES / 16) * 0.45359237  # 3.40 kg
EGG_TRAYS, EGGS_A_TRAY = 3.5, 30
EGGS = int(EGG_TRAYS * EGGS_A_TRAY)  # 105 (세 판 반)
CHESS_SQUARES = 64
BADUK_LINES = 19  # 19줄 × 19줄, 361 points

# fresh47
BACKUP_FILES = tuple(  # notes.txt ("Back up the laptop"), scripts/check.sh ("backup ok")
    name for name, text in workspace_files().items() if re.search(r"back\s?up", text, re.I)
)
NO_DIGIT_FILES = tuple(  # todo.md, draft.txt, docs/usage.md, src/app.py (.gitignore: hidden)
    name for name, text in workspace_files().items()
    if not name.startswith(".") and not re.search(r"\d", text)
)
AFTER_CHEESECAKE = SALES[  # 2024-06-05, Busan, muffin, 45 (the one before: Busan's 10 bagels)
    next(n for n, row in enumerate(SALES) if row[2] == "cheesecake") + 1
]
FOR_4100 = 4100
SOLD_AT_4100 = [row for row in SALES if row[4] == FOR_4100]  # baguettes: Busan 6/1, Seoul 6/3
UNITS_A_DAY_OVER = 50
_UNITS_BY_DAY = _units_by(0)  # 55, 75, 55, 45, 53, 40
DAYS_OVER_50_UNITS = sum(  # 4 (June 1, 2, 3 and 5); one sale alone over 50 (the muffins, 55)
    1 for units in _UNITS_BY_DAY.values() if units > UNITS_A_DAY_OVER
)
SEOUL_AND_BUSAN_DAYS = sum(  # 3: June 1, 3 and 5
    1 for day in {row[0] for row in SALES}
    if {"Seoul", "Busan"} <= {row[1] for row in SALES if row[0] == day}
)
SALES_GOAL = 1_000_000
OVER_GOAL = REVENUE - SALES_GOAL  # 8,400 won over (1,008,400)
FLAT_RISE_WON = 100
FLAT_RISE_TAKINGS = FLAT_RISE_WON * TOTAL_UNITS  # 32,300 won (323 units; 1,200 over 12 rows)
REPORT_SHORT = [  # report.py with its --summary option called --short
    line.replace("--summary", "--short")
    for line in (REPORT_PY + REPORT_PY_ADDED + "\n").splitlines()
]
TODO_CAPITALISED = [  # "- [ ] Fix the login bug": the first letter of each item's text
    re.sub(r"^(- \[[ x]\] )(\w)", lambda m: m.group(1) + m.group(2).upper(), line)
    for line in TODO_NOW
]
ONE_OFF_MESSAGE = "할 일 하나 추가"
PASSWORD_LENGTH, PASSWORD_SYMBOLS = 8, 26 + 10  # lowercase letters and digits
PASSWORDS = PASSWORD_SYMBOLS**PASSWORD_LENGTH  # 2,821,109,907,456 (26^8: 208,827,064,576)
GCD_OF = (1071, 462)
GCD = math.gcd(*GCD_OF)  # 21 (their least common multiple: 23,562)
CAR_PRICE, CAR_LOSS_PERCENT, CAR_YEARS = 30_000, 15, 2
CAR_VALUE = CAR_PRICE * (100 - CAR_LOSS_PERCENT) ** CAR_YEARS / 100**CAR_YEARS  # $21,675
SOUND_M_A_SECOND, THUNDER_AFTER_S = 340, 5
THUNDER_KM = SOUND_M_A_SECOND * THUNDER_AFTER_S / 1000  # 1.7 km (1,700 m)
DELIVERY_WORKING_DAYS = 5
SOLAR_PLANETS = 8  # Pluto a dwarf planet since 2006
YUT_STICKS = 4  # 윷가락 네 개 (도, 개, 걸, 윷, 모: five throws)

TASKS: tuple[Task, ...] = (
    # files ---------------------------------------------------------------------------------
    T("files-1", "en", "tune", "files", "What files are in this folder?",
      at_least(6, *TOP_LEVEL)),
    T("files-2", "ko", "tune", "files", "이 폴더에 있는 파이썬 파일을 모두 찾아줘",
      has("report.py"), has("app.py"), has("utils.py"), not_a_listing()),
    # files-3 and files-4 ("find all the Markdown files", "docs 폴더에 뭐가 있어?") were retired:
    # they mirrored two few-shot examples of llm/embedded_format.py, so they were not held out.
    T("files-5", "en", "heldout", "files",
      "Is there a file called usage.md somewhere in this project? Where is it?",
      has("docs/usage.md", "docs folder", "docs directory", "in docs"), not_a_listing()),
    T("files-6", "ko", "heldout", "files", "src 폴더 안에 있는 파일 이름을 알려줘",
      has("app.py"), has("utils.py")),
    # read ----------------------------------------------------------------------------------
    T("read-1", "en", "tune", "read", "Show me the first 3 lines of notes.txt",
      has("Mina"), has("flour"), has("plumber"), lacks("Busan", "domain", "laptop")),
    T("read-2", "ko", "tune", "read", "README.md 파일 첫 5줄 보여줘",
      has("Sunrise Bakery"), has("report.py"), lacks("Mina Park", "src/", "## Layout")),
    T("read-3", "en", "heldout", "read", "What is the last line of logs/app.log?",
      has("shutdown complete")),
    T("read-4", "ko", "heldout", "read", "notes.txt 두 번째 줄이 뭐야?",
      has("flour", "밀가루"), lacks("plumber", "배관")),
    # count ---------------------------------------------------------------------------------
    T("count-1", "en", "tune", "count", "How many lines are in logs/app.log?",
      number(LOG_LINES)),
    T("count-2", "ko", "tune", "count", "sales.csv에 데이터 행이 몇 개 있어? 헤더는 빼고.",
      number(len(SALES))),
    T("count-3", "en", "heldout", "count", "How many ERROR lines are in logs/app.log?",
      number(LOG_ERRORS)),
    T("count-4", "ko", "heldout", "count", "notes.txt는 몇 줄이야?",
      number(len(NOTES))),
    # csv -----------------------------------------------------------------------------------
    T("csv-1", "en", "tune", "csv", "What is the total number of units sold in sales.csv?",
      number(TOTAL_UNITS)),
    T("csv-2", "ko", "tune", "csv", "sales.csv에서 units 합계 기준으로 가장 많이 팔린 제품이 뭐야?",
      has(TOP_PRODUCT, "머핀")),
    T("csv-3", "en", "heldout", "csv", "Which product in sales.csv has the highest unit_price?",
      has(PRICIEST, "치즈케이크")),
    T("csv-4", "ko", "heldout", "csv", "sales.csv에서 Busan 지역의 units 합계는 얼마야?",
      number(BUSAN_UNITS)),
    # git -----------------------------------------------------------------------------------
    T("git-1", "en", "tune", "git", "Which git branch am I on?",
      has(BRANCH)),
    T("git-2", "ko", "tune", "git", "마지막 커밋 메시지가 뭐야?",
      has(LAST_COMMIT)),
    T("git-3", "en", "heldout", "git",
      "What does git status say? Which files are modified or untracked?",
      has("todo.md"), has("draft.txt")),
    T("git-4", "ko", "heldout", "git", "이 저장소에 커밋이 모두 몇 개 있어?",
      number(COMMITS)),
    # write ---------------------------------------------------------------------------------
    T("write-1", "en", "tune", "write",
      "Create a file called shopping.txt containing the line: eggs, milk, bread",
      file_lines("shopping.txt", ["eggs, milk, bread"]), writes=["shopping.txt"]),
    T("write-2", "ko", "tune", "write", "todo.md 끝에 '- [ ] 보고서 제출' 한 줄을 추가해줘",
      file_lines("todo.md", TODO_APPENDED), writes=["todo.md"]),
    T("write-3", "en", "heldout", "write",
      "In notes.txt, change 'Water the plants' to 'Water the plants on Sunday'.",
      file_lines("notes.txt", NOTES_EDITED), writes=["notes.txt"]),
    T("write-4", "ko", "heldout", "write", "hello.txt 파일을 만들고 '안녕하세요'라고 써줘",
      file_has("hello.txt", "안녕하세요"), writes=["hello.txt"]),
    # script --------------------------------------------------------------------------------
    T("script-1", "en", "tune", "script", "Run report.py and tell me what it prints.",
      number(42), has("reorder", "3 need")),
    T("script-2", "ko", "tune", "script", "scripts/check.sh 실행해서 결과 알려줘",
      has("7781")),
    T("script-3", "en", "heldout", "script", "What does `python3 report.py --summary` print?",
      number(len(SALES)), has(TOP_PRODUCT)),
    T("script-4", "ko", "heldout", "script", "report.py를 실행하면 뭐가 출력돼?",
      number(42)),
    # calc (no machine fact needed) ---------------------------------------------------------
    T("calc-1", "en", "tune", "calc", "What is 17 times 23?",
      number(391), grounded=False),
    T("calc-2", "ko", "tune", "calc", "섭씨 30도는 화씨로 몇 도야?",
      number(86), grounded=False),
    T("calc-3", "en", "heldout", "calc", "Convert 5 miles to kilometers.",
      number(8.05, 0.02), grounded=False),
    T("calc-4", "ko", "heldout", "calc", "1234 곱하기 8은 얼마야?",
      number(9872), grounded=False),
    # machine facts -------------------------------------------------------------------------
    T("machine-1", "en", "tune", "machine", "What is my user name?",
      has(getpass.getuser())),
    T("machine-2", "ko", "tune", "machine", "오늘 날짜가 뭐야?",
      today_in_answer()),
    T("machine-3", "en", "heldout", "machine", "How many CPU cores does this machine have?",
      cores_in_answer()),
    T("machine-4", "ko", "heldout", "machine", "지금 작업 중인 디렉터리 경로가 뭐야?",
      workdir_in_answer()),
    # chat (no tool) ------------------------------------------------------------------------
    T("chat-1", "en", "tune", "chat", "Hi! What can you help me with?",
      answered(), no_tool(), grounded=False),
    T("chat-2", "ko", "tune", "chat", "CSV가 무슨 뜻이야?",
      has("comma", "쉼표", "콤마"), grounded=False),
    T("chat-3", "en", "heldout", "chat", "How do you say 'good morning' in Korean?",
      has("좋은 아침", "안녕하세요", "annyeong"), grounded=False),
    T("chat-4", "ko", "heldout", "chat", "오늘 도와줘서 고마워!",
      answered(), no_tool(), grounded=False),
    # fresh: the second held-out half, written in session 21 before any change was made -----
    T("files-7", "en", "fresh", "files", "Which files are inside the scripts folder?",
      has("check.sh")),
    T("files-8", "ko", "fresh", "files", "docs 폴더에 마크다운 파일이 몇 개 있어?",
      number(2)),
    T("read-5", "en", "fresh", "read", "What does docs/setup.md say?",
      has("Python 3.11", "3.11")),
    T("read-6", "ko", "fresh", "read", "README.md 마지막 줄 보여줘",
      has("Mina Park"), lacks("Sunrise Bakery")),
    T("count-5", "en", "fresh", "count", "How many WARN lines are in logs/app.log?",
      number(LOG_WARNS)),
    T("count-6", "ko", "fresh", "count", "src 폴더에 파이썬 파일이 몇 개 있어?",
      number(2)),
    T("csv-5", "en", "fresh", "csv", "What is the average unit_price in sales.csv?",
      number(AVERAGE_PRICE, 0.5)),
    T("csv-6", "ko", "fresh", "csv", "sales.csv에서 Seoul 지역 판매는 몇 건이야?",
      number(SEOUL_ROWS)),
    T("git-5", "en", "fresh", "git", "Who made the commits in this repository?",
      has(GIT_USER[0])),
    T("git-6", "ko", "fresh", "git", "이 저장소의 첫 번째 커밋 메시지가 뭐였어?",
      has("Initial commit")),
    T("write-5", "en", "fresh", "write", "Make a file ideas.md whose first line is '# Ideas'.",
      file_has("ideas.md", "# Ideas"), writes=["ideas.md"]),
    T("write-6", "ko", "fresh", "write", "draft.txt에서 summer를 winter로 바꿔줘",
      file_lines("draft.txt", ["ideas for the winter menu"]), writes=["draft.txt"]),
    T("script-5", "en", "fresh", "script", "Run src/app.py. What does it print?",
      has("bakery app")),
    T("script-6", "ko", "fresh", "script",
      "src/utils.py의 price_with_tax(1000)이 얼마를 돌려주는지 파이썬으로 실행해서 알려줘",
      number(1100)),
    T("calc-5", "en", "fresh", "calc", "What is 15% of 240?",
      number(36), grounded=False),
    T("calc-6", "ko", "fresh", "calc", "3시간 20분은 몇 분이야?",
      number(200), grounded=False),
    T("machine-5", "en", "fresh", "machine", "What is the host name of this computer?",
      hostname_in_answer()),
    T("machine-6", "ko", "fresh", "machine", "오늘 무슨 요일이야?",
      weekday_in_answer()),
    T("chat-5", "en", "fresh", "chat", "What does JSON stand for?",
      has("JavaScript Object Notation"), no_tool(), grounded=False),
    T("chat-6", "ko", "fresh", "chat", "좋은 하루 보내!",
      answered(), no_tool(), grounded=False),
    # fresh2: the third held-out half, written in session 23 blind to the model's behaviour
    # on it (never run before it was committed) -----------------------------------------------
    T("files-9", "en", "fresh2", "files", "Can you find all the .txt files in this project?",
      has("notes.txt"), has("draft.txt"), not_a_listing()),
    T("files-10", "ko", "fresh2", "files", "이 프로젝트에서 용량이 제일 큰 파일이 뭐야?",
      has("app.log"), not_a_listing()),
    T("read-7", "en", "fresh2", "read", "What does line 4 of README.md say?",
      has("daily stock check"), lacks("small bakery", "one row per sale")),
    T("read-8", "ko", "fresh2", "read", "todo.md 내용 좀 읽어줘",
      has("login", "로그인"), has("flour", "밀가루")),
    T("count-7", "en", "fresh2", "count", "How many unchecked items are left in todo.md?",
      number(TODO_OPEN)),
    T("count-8", "ko", "fresh2", "count", "README.md에서 빈 줄 빼면 몇 줄이야?",
      number(README_NONBLANK)),
    T("csv-7", "en", "fresh2", "csv",
      "Which region sold the most units in sales.csv, and how many was that?",
      has(TOP_REGION, "서울"), number(_BY_REGION[TOP_REGION])),
    T("csv-8", "ko", "fresh2", "csv", "sales.csv 보면 크루아상은 총 몇 개 팔렸어?",
      number(CROISSANT_UNITS)),
    T("git-7", "en", "fresh2", "git", "What branches are there in this repo?",
      has("main"), has(BRANCH)),
    T("git-8", "ko", "fresh2", "git", "마지막 커밋에서 어떤 파일이 바뀌었어?",
      has("report.py")),
    T("write-7", "en", "fresh2", "write", "I fixed the login bug, so tick it off in todo.md.",
      file_lines("todo.md", TODO_TICKED), writes=["todo.md"]),
    T("write-8", "ko", "fresh2", "write", "notes.txt에서 'Buy flour and sugar' 줄은 지워줘",
      file_lines("notes.txt", NOTES_WITHOUT_FLOUR), writes=["notes.txt"]),
    T("script-7", "en", "fresh2", "script",
      "What would the cheesecake cost with tax? Run price_with_tax from src/utils.py on its "
      "unit_price in sales.csv.",
      number(round(PRICIEST_PRICE * 1.1))),
    T("script-8", "ko", "fresh2", "script",
      "scripts/check.sh 실행하면 종료 코드가 뭐야? 에러 없이 끝나?",
      number(0)),
    T("calc-7", "en", "fresh2", "calc",
      "Three of us had dinner for 127,500 won. Split evenly, how much does each person pay?",
      number(42500), grounded=False),
    T("calc-8", "ko", "fresh2", "calc", "시속 90킬로로 2시간 반 달리면 몇 킬로미터 가?",
      number(225), grounded=False),
    T("machine-7", "en", "fresh2", "machine", "Which version of Python is installed here?",
      version_in_answer("Python", python_versions)),
    T("machine-8", "ko", "fresh2", "machine", "내 홈 디렉터리 경로가 어디야?",
      home_in_answer()),
    T("chat-7", "en", "fresh2", "chat", "What's the capital of Australia?",
      has("Canberra", "캔버라"), no_tool(), grounded=False),
    T("chat-8", "ko", "fresh2", "chat", "요즘 잠이 잘 안 와. 잠 잘 오는 방법 좀 알려줄래?",
      answered(), no_tool(), grounded=False),
    # fresh3: the fourth held-out half, written in session 24 blind to the model's behaviour
    # on it (never run before it was committed) -----------------------------------------------
    T("files-11", "en", "fresh3", "files", "Are there any hidden files in this folder?",
      has(".gitignore")),
    T("files-12", "ko", "fresh3", "files", "로그 파일은 어디에 있어?",
      has("app.log"), has("logs"), not_a_listing()),
    T("read-9", "en", "fresh3", "read", "What does the Layout section of the README say?",
      at_least(len(README_FOLDERS), *README_FOLDERS), lacks("Questions go to")),
    T("read-10", "ko", "fresh3", "read",
      "notes.txt에 부산 관련 메모 있었던 것 같은데, 뭐라고 써 있어?",
      has("train", "ticket", "기차", "열차", "티켓", "표 예매")),
    T("count-9", "en", "fresh3", "count", "How many words are in notes.txt?",
      number(NOTES_WORDS)),
    T("count-10", "ko", "fresh3", "count", "sales.csv에 컬럼이 몇 개 있어요?",
      number(len(SALES_HEADER))),
    T("csv-9", "en", "fresh3", "csv",
      "What's the total revenue in sales.csv? That's units times unit_price, added up over "
      "all the rows.",
      number(REVENUE)),
    T("csv-10", "ko", "fresh3", "csv", "sales.csv 보면 6월 5일에는 전부 몇 개 팔렸어?",
      number(JUNE5_UNITS)),
    T("git-9", "en", "fresh3", "git", "When was the last commit made?",
      date_in_answer(LAST_COMMIT_DAY)),
    T("git-10", "ko", "fresh3", "git", "todo.md에 아직 커밋 안 한 변경 내용이 뭐야?",
      has(TODO_UNCOMMITTED, "밀가루")),
    T("write-9", "en", "fresh3", "write",
      "Put 'Pay the electricity bill' at the very top of notes.txt.",
      file_lines("notes.txt", NOTES_TOPPED), writes=["notes.txt"]),
    T("write-10", "ko", "fresh3", "write",
      "docs 폴더에 faq.md 파일 하나 만들고 첫 줄에 '# 자주 묻는 질문'이라고 써 줄래?",
      file_has("docs/faq.md", "# 자주 묻는 질문"), writes=["docs/faq.md"]),
    T("script-9", "en", "fresh3", "script",
      "Run scripts/check.sh. What does it say about the backup?",
      has("backup ok", "backup: ok", "backup is ok", "backup was ok", "backup is okay",
          "backup check is ok", "backup check ok", "backup passed", "backup check passed",
          "backup succeeded", "backup was successful", "backup is fine", "backup is good",
          "backup completed")),
    T("script-10", "ko", "fresh3", "script", "src/utils.py 실행하면 뭐가 출력돼?",
      has(*NO_OUTPUT)),
    T("calc-9", "en", "fresh3", "calc", "If it's 3 pm in Seoul, what time is it in New Delhi?",
      has("11:30", "11.30", "eleven thirty", "half past eleven"), grounded=False),
    T("calc-10", "ko", "fresh3", "calc", "시험에서 40문제 중에 34개 맞혔으면 몇 퍼센트야?",
      number(85), grounded=False),
    T("machine-9", "en", "fresh3", "machine", "What operating system is this computer running?",
      os_in_answer()),
    T("machine-10", "ko", "fresh3", "machine", "이 컴퓨터에 깔린 git 버전이 뭐예요?",
      version_in_answer("git", git_versions)),
    T("chat-9", "en", "fresh3", "chat", "Who wrote Romeo and Juliet?",
      has("Shakespeare", "셰익스피어"), no_tool(), grounded=False),
    T("chat-10", "ko", "fresh3", "chat", "'생일 축하해'를 영어로 뭐라고 해?",
      has("happy birthday"), no_tool(), grounded=False),
    # fresh4: the fifth held-out half, written in session 24 blind to the model's behaviour
    # on it (never run before it was committed) -----------------------------------------------
    T("files-13", "en", "fresh4", "files", "Which of my files mention Mina?",
      *[has(name) for name in MINA_FILES], not_a_listing()),
    T("files-14", "ko", "fresh4", "files", "설치 방법 적어 둔 파일이 어디 있었죠?",
      has("setup.md"), not_a_listing()),
    T("read-11", "en", "fresh4", "read", "What's in the .gitignore file?",
      has("logs", "log folder", "log directory", "로그 폴더", "로그 디렉터리", "로그 디렉토리")),
    T("read-12", "ko", "fresh4", "read", "report.py 맨 첫 줄에 뭐라고 써 있어?",
      has("Daily stock check", "일일 재고", "매일 재고", "재고 확인", "재고 점검", "재고 체크"),
      lacks("DictReader", "42 items")),
    T("count-11", "en", "fresh4", "count", "How many lines long is report.py?",
      number(REPORT_PY_LINES)),
    T("count-12", "ko", "fresh4", "count", "sales.csv에 나오는 제품이 몇 가지야?",
      number(len(_BY_PRODUCT))),
    T("csv-11", "en", "fresh4", "csv",
      "On which day did we sell the most units, going by sales.csv?",
      date_in_answer(BEST_DAY)),
    T("csv-12", "ko", "fresh4", "csv",
      "sales.csv에 units가 50 넘는 줄이 있나요? 있으면 알려 주세요",
      has(str(BIG_SALES[0][2]), "머핀"),
      either(number(int(BIG_SALES[0][3])), has(f",{BIG_SALES[0][3]},"))),
    T("git-11", "en", "fresh4", "git", "What was the commit before the last one?",
      has(APP_COMMIT, APP_COMMIT.removeprefix("Add "))),  # or "it added app code and docs"
    T("git-12", "ko", "fresh4", "git", "notes.txt는 언제 커밋된 거야?",
      date_in_answer(DATA_COMMIT_DAY)),
    T("write-11", "en", "fresh4", "write", "Rename draft.txt to summer-menu.txt.",
      file_lines(DRAFT_RENAMED, [DRAFT]), file_gone("draft.txt"),
      writes=["draft.txt", DRAFT_RENAMED]),
    T("write-12", "ko", "fresh4", "write",
      "sales.csv에 판매 기록 하나 추가해 줄래? 2024-06-07, Busan, baguette 12개, 단가 4100원이야.",
      csv_rows("sales.csv", SALES_ADDED), writes=["sales.csv"]),
    T("script-11", "en", "fresh4", "script",
      "Does report.py work if I run it from inside the src folder? Give it a try.",
      has(*CANNOT_FIND), either(has("csv"), has("FileNotFoundError")), lacks(*RAN_FINE)),
    T("script-12", "ko", "fresh4", "script", "report.py 돌리면 재주문해야 하는 게 몇 개라고 나와?",
      number(REORDER)),
    T("calc-11", "en", "fresh4", "calc", "How much is 68 kilograms in pounds?",
      number(68 * LB_PER_KG, 0.5), grounded=False),
    T("calc-12", "ko", "fresh4", "calc", "한 달에 25만 원씩 저금하면 1년 반 뒤엔 얼마 모여?",
      has(f"{SAVED // 10_000}만", f"{SAVED // 10_000} 만", f"{SAVED:,}", str(SAVED),
          f"{SAVED / 1e6:g} million"), grounded=False),
    T("machine-11", "en", "fresh4", "machine", "What time is it right now?",
      clock_in_answer()),
    T("machine-12", "ko", "fresh4", "machine", "이 컴퓨터 램이 몇 기가예요?",
      memory_in_answer()),
    T("chat-11", "en", "fresh4", "chat", "Who painted the Mona Lisa?",
      has("Leonardo", "Vinci", "레오나르도", "다빈치", "다 빈치"), no_tool(), grounded=False),
    T("chat-12", "ko", "fresh4", "chat", "세계에서 제일 높은 산이 어디야?",
      has("에베레스트", "Everest", "초모랑마", "초모룽마"), no_tool(), grounded=False),
    # fresh5: the sixth held-out half, written in session 26 blind to the model's behaviour
    # on it (never run before it was committed) -----------------------------------------------
    T("files-15", "en", "fresh5", "files", "Which file defines the price_with_tax function?",
      has("utils.py"), not_a_listing()),
    T("files-16", "ko", "fresh5", "files", "로그인 버그 얘기 적어 둔 파일이 뭐였지?",
      has("todo.md"), not_a_listing()),
    T("read-13", "en", "fresh5", "read", "What's on line 6 of notes.txt?",
      has("domain"), lacks("Busan", "plants")),
    T("read-14", "ko", "fresh5", "read", "로그 파일 맨 첫 줄 좀 보여 줄래요?",
      has(LOG_FIRST_TIME, "0시 0분 57초", "00시 00분 57초"), lacks("shutdown")),
    T("count-13", "en", "fresh5", "count", "How many different regions show up in sales.csv?",
      either(number(len(_BY_REGION)), has("three"))),
    T("count-14", "ko", "fresh5", "count",
      "todo.md에 할 일이 전부 몇 개예요? 끝낸 것도 포함해서요.",
      either(number(TODO_ITEMS), has("네 개", "네 가지", "네 항목"))),
    T("csv-13", "en", "fresh5", "csv", "Which sale in sales.csv had the fewest units?",
      has(str(FEWEST[2]), "치즈케이크"),
      either(number(int(FEWEST[3])), has(f",{FEWEST[3]},"))),
    T("csv-14", "ko", "fresh5", "csv",
      "sales.csv 기준으로 인천 매출 합계가 얼마야? 수량에 단가 곱해서 더해 줘.",
      either(number(INCHEON_REVENUE),
             has("21만 8400", "21만 8,400", "21만8400", "21만8,400"))),
    T("git-13", "en", "fresh5", "git", "Which commit added sales.csv?",
      has(DATA_COMMIT, DATA_COMMIT.removeprefix("Add "))),
    T("git-14", "ko", "fresh5", "git", "맨 처음 커밋에는 어떤 파일들이 들어갔어요?",
      has("README"), has("gitignore"), lacks("sales.csv", "notes.txt", "app.py", "check.sh")),
    T("write-13", "en", "fresh5", "write", "Make a copy of notes.txt called notes-backup.txt.",
      file_lines(NOTES_COPY, NOTES), file_lines("notes.txt", NOTES), writes=[NOTES_COPY]),
    T("write-14", "ko", "fresh5", "write",
      "sales.csv에 6월 4일 부산 베이글이 10개로 잘못 들어갔어. 12개로 고쳐 줘.",
      csv_rows("sales.csv", SALES_FIXED), writes=["sales.csv"]),
    T("script-13", "en", "fresh5", "script",
      "What does a croissant cost with tax? Use price_with_tax in src/utils.py.",
      number(CROISSANT_TAXED)),
    T("script-14", "ko", "fresh5", "script", "scripts/check.sh 돌리면 몇 줄이 출력돼요?",
      either(number(CHECK_SH_LINES), has("세 줄", "three"))),
    T("calc-13", "en", "fresh5", "calc",
      "My train leaves at 8:45 and gets in at 11:20. How long is the ride?",
      either(duration_in_answer(TRIP_MINUTES),
             has("two hours and thirty-five", "two hours thirty-five")), grounded=False),
    T("calc-14", "ko", "fresh5", "calc", "3만 5천 원짜리 셔츠를 20% 할인하면 얼마야?",
      either(number(SHIRT), has("2만 8천", "2만8천", "2만 8000", "2만8000", "2만 8,000",
                                "2만8,000", "이만 팔천")), grounded=False),
    T("machine-13", "en", "fresh5", "machine", "What kernel version is this computer running?",
      version_in_answer("kernel", kernel_versions)),
    T("machine-14", "ko", "fresh5", "machine", "디스크 남은 용량이 얼마나 돼요?",
      disk_free_in_answer()),
    T("chat-13", "en", "fresh5", "chat", "What's the biggest planet in the solar system?",
      has("Jupiter", "목성"), no_tool(), grounded=False),
    T("chat-14", "ko", "fresh5", "chat", "한글은 누가 만들었어?",
      has("세종", "Sejong"), no_tool(), grounded=False),
    # fresh6: the seventh held-out half, written in session 27 blind to the model's behaviour
    # on it (never run before it was committed) -----------------------------------------------
    T("files-17", "en", "fresh6", "files", "Which files in this project are executable?",
      has("check.sh"), not_a_listing()),
    T("files-18", "ko", "fresh6", "files",
      "여름 메뉴 관련해서 메모해 놓은 파일이 있었는데, 이름이 뭐였죠?",
      has("draft.txt"), not_a_listing()),
    T("read-15", "en", "fresh6", "read",
      "What do the usage docs tell me to do whenever we make a sale?",
      has("sales.csv"), has(*USAGE_ROW), has(*USAGE_ADD), lacks("Python 3.11")),
    T("read-16", "ko", "fresh6", "read", "로그 130번째 줄에 뭐라고 찍혀 있어?",
      has("timeout", "타임아웃", "시간 초과"), number(ORDER_130), lacks("GET /items")),
    T("count-15", "en", "fresh6", "count",
      "How many times was /items/7 requested, according to the app log?",
      number(ITEM7_HITS)),
    T("count-16", "ko", "fresh6", "count",
      "README.md에 제목이 몇 개 있습니까? #으로 시작하는 줄 말입니다.",
      either(number(README_HEADINGS), has("세 개", "세 줄"))),
    T("csv-15", "en", "fresh6", "csv",
      "What period does sales.csv cover? I need the first and the last date.",
      date_in_answer(FIRST_SALE_DAY), date_in_answer(LAST_SALE_DAY)),
    T("csv-16", "ko", "fresh6", "csv", "부산에서 팔린 것 중에 단가가 제일 비싼 게 뭐예요?",
      has(BUSAN_PRICIEST, "바게트", "바게뜨"), lacks(PRICIEST, "치즈케이크")),
    T("git-15", "en", "fresh6", "git", "Show me the diff of the last commit.",
      has(REPORT_PY_ADDED.removeprefix("# ")), has("report.py")),
    T("git-16", "ko", "fresh6", "git", "지금 있는 브랜치가 main보다 커밋이 몇 개나 앞서 있어?",
      either(number(len(BRANCH_COMMITS)),
             has("한 개", "한 커밋", "커밋 하나", "하나 앞", "하나만 앞")), lacks("하나도")),
    T("write-15", "en", "fresh6", "write",
      f"In notes.txt, put '{CAKE}' right below the line about the invoice.",
      file_lines("notes.txt", NOTES_CAKE), writes=["notes.txt"]),
    T("write-16", "ko", "fresh6", "write", "todo.md에서 이미 끝낸 항목은 지워 주세요.",
      file_lines("todo.md", TODO_UNDONE), writes=["todo.md"]),
    T("script-15", "en", "fresh6", "script", "What happens if I run report.py with --help?",
      has("stock check"), number(IN_STOCK), lacks("usage:")),
    T("script-16", "ko", "fresh6", "script", "report.py 실행한 결과를 result.txt에 저장해 둬",
      file_lines(REPORT_SAVED, [STOCK_LINE]), writes=[REPORT_SAVED]),
    T("calc-15", "en", "fresh6", "calc",
      "If I put $1,000 in an account paying 5% interest compounded yearly, how much will I "
      "have after 3 years?",
      number(COMPOUND, 0.5), grounded=False),
    T("calc-16", "ko", "fresh6", "calc",
      "레시피가 4인분에 밀가루 300그램이던데, 10인분 만들려면 얼마나 넣어야 돼?",
      either(number(RECIPE_GRAMS), number(RECIPE_GRAMS / 1000)), grounded=False),
    T("machine-15", "en", "fresh6", "machine", "What CPU architecture does this machine use?",
      arch_in_answer()),
    T("machine-16", "ko", "fresh6", "machine", "이 컴퓨터 시간대 설정 뭐로 되어 있어?",
      timezone_in_answer()),
    T("chat-15", "en", "fresh6", "chat", "Quick one: how many bones does an adult human have?",
      number(206), no_tool(), grounded=False),
    T("chat-16", "ko", "fresh6", "chat", "명량 해전에서 이긴 장군이 누구였더라?",
      has("이순신", "Yi Sun-sin", "Yi Sun-shin"), no_tool(), grounded=False),
    # fresh7: the eighth held-out half, written blind to the model's behaviour on it (never
    # run before it was committed) ------------------------------------------------------------
    T("files-19", "en", "fresh7", "files", "What's the biggest Python file in this project?",
      has(BIGGEST_PY), not_a_listing()),
    T("files-20", "ko", "fresh7", "files", "여기 프로젝트 안에 폴더 뭐뭐 있어?",
      at_least(len(README_FOLDERS), *README_FOLDERS)),
    T("read-17", "en", "fresh7", "read", "When did the first warning show up in the app log?",
      time_of_day_in_answer(FIRST_WARN_AT.hour, FIRST_WARN_AT.minute)),
    T("read-18", "ko", "fresh7", "read", "todo.md 맨 밑에 적힌 할 일이 뭐야?",  # order more flour
      has("flour", "밀가루"), lacks("update README", "login", "로그인")),
    T("count-17", "en", "fresh7", "count",
      "How many times does the word 'the' appear in notes.txt?",
      number(THE_IN_NOTES)),
    T("count-18", "ko", "fresh7", "count",
      f"로그 보니까 느린 쿼리 경고가 꽤 있던데, {SLOW_MS}ms 넘게 걸린 건 몇 번이야?",
      number(SLOW_QUERIES)),
    T("csv-17", "en", "fresh7", "csv", "What percentage of all the units sold came from Busan?",
      number(BUSAN_SHARE, 0.5)),
    T("csv-18", "ko", "fresh7", "csv", "sales.csv 보면 인천에서는 뭐뭐 팔렸어?",
      *[has(name, *KO_PRODUCTS[name]) for name in sorted(INCHEON_SOLD)],
      lacks(*[word for name in sorted(set(KO_PRODUCTS) - INCHEON_SOLD)
              for word in (name, *KO_PRODUCTS[name])])),
    T("git-17", "en", "fresh7", "git", "Which email address were the commits made with?",
      has(GIT_USER[1])),
    T("git-18", "ko", "fresh7", "git", "report.py 건드린 커밋이 몇 개나 돼?",
      either(number(len(REPORT_PY_COMMITS)), has("두 개", "두 번", "두 커밋", "커밋 두")),
      lacks("Initial commit", APP_COMMIT)),
    T("write-17", "en", "fresh7", "write", "Sort the lines of notes.txt alphabetically.",
      file_lines("notes.txt", NOTES_SORTED), writes=["notes.txt"]),
    T("write-18", "ko", "fresh7", "write",
      "sales.csv 헤더에 unit_price라고 돼 있는 거 그냥 price로 바꿔 줄래?",
      csv_rows("sales.csv", SALES_PRICE), writes=["sales.csv"]),
    T("script-17", "en", "fresh7", "script",
      "Run report.py. How many of the items in stock don't need reordering?",
      number(NO_REORDER)),
    T("script-18", "ko", "fresh7", "script",
      "report.py --summary 돌린 결과 summary.txt에 저장해 줘",
      file_lines(SUMMARY_SAVED, [SUMMARY_LINE]), writes=[SUMMARY_SAVED]),
    T("calc-17", "en", "fresh7", "calc",
      "My car burns about 7 liters per 100 km. How much fuel do I need for a 350 km trip?",
      number(FUEL_LITRES, 0.5), grounded=False),
    T("calc-18", "ko", "fresh7", "calc", "삼겹살 두 근 사려는데 그램으로 치면 얼마야?",
      either(number(PORK_GRAMS), number(PORK_GRAMS / 1000)), grounded=False),
    T("machine-17", "en", "fresh7", "machine", "What kind of processor does this computer have?",
      cpu_in_answer()),
    T("machine-18", "ko", "fresh7", "machine", "이 컴퓨터 켜진 지 얼마나 됐어?",
      uptime_in_answer()),
    T("chat-17", "en", "fresh7", "chat", "How many players does a soccer team have on the field?",
      either(number(11), has("eleven")), no_tool(), grounded=False),
    T("chat-18", "ko", "fresh7", "chat", "한국전쟁이 몇 년도에 일어났더라?",
      number(1950), no_tool(), grounded=False),
    # fresh8: the ninth held-out half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-21", "en", "fresh8", "files",
      "I'm thinking of renaming report.py. Which other files mention it by name?",
      *[has(Path(name).name) for name in REPORT_PY_MENTIONS], not_a_listing()),
    T("files-22", "ko", "fresh8", "files", "파일 이름에 app 들어가는 거 전부 찾아 줘",
      *[has(Path(name).name) for name in APP_NAMED], not_a_listing()),
    T("read-19", "en", "fresh8", "read",
      "What got logged right before the shutdown in the app log?",
      has(*BEFORE_SHUTDOWN_SAID)),
    T("read-20", "ko", "fresh8", "read",
      "src/utils.py에 세금 붙이는 함수 있잖아요, 세율이 몇 %로 돼 있어요?",
      either(number(TAX_PERCENT), has(*TAX_SAID))),
    T("count-19", "en", "fresh8", "count",
      "How many entries did the app log get between midnight and 1 am?",
      number(FIRST_HOUR_ENTRIES)),
    T("count-20", "ko", "fresh8", "count",
      "src 폴더에 있는 파이썬 코드 다 합치면 몇 줄이에요? 빈 줄까지 쳐서요.",
      number(SRC_PY_LINES)),
    T("csv-19", "en", "fresh8", "csv", "How much money did we make from muffins in total?",
      either(number(MUFFIN_REVENUE),
             has(f"{MUFFIN_REVENUE // 1000}k", f"{MUFFIN_REVENUE // 1000} thousand"))),
    T("csv-20", "ko", "fresh8", "csv", "6월 4일날 뭐뭐 팔렸어요?",
      *[has(name, *KO_PRODUCTS[name]) for name in sorted(JUNE4_SOLD)],
      lacks(*[word for name in sorted(set(KO_PRODUCTS) - JUNE4_SOLD)
              for word in (name, *KO_PRODUCTS[name])])),
    T("git-19", "en", "fresh8", "git", "what's the hash of the latest commit? short one is fine",
      commit_hash_in_answer(LAST_COMMIT)),
    T("git-20", "ko", "fresh8", "git", "지금까지 커밋 기록 쭉 보여 줄래?",
      *[has(message) for message in COMMIT_MESSAGES]),
    T("write-19", "en", "fresh8", "write",
      "Can you add a total column to sales.csv? It should be units times unit_price for each "
      "row.",
      csv_rows("sales.csv", SALES_TOTAL), writes=["sales.csv"]),
    T("write-20", "ko", "fresh8", "write", "draft.txt는 이제 필요 없으니까 지워 줘",
      file_gone("draft.txt"), writes=["draft.txt"]),
    T("script-19", "en", "fresh8", "script",
      "I need a price list with tax included. Can you run each product's unit price through "
      "price_with_tax in src/utils.py?",
      *[number(TAXED_PRICES[name]) for name in sorted(TAXED_PRICES)]),
    T("script-20", "ko", "fresh8", "script",
      "utils.py의 price_with_tax에 숫자 대신 문자열 '1000'을 넣으면 어떻게 돼? 직접 돌려 봐",
      has(*STR_PRICE_FAILS), lacks(*NO_ERROR_KO)),
    T("calc-19", "en", "fresh8", "calc", "I'm 5 foot 11. What's that in centimeters?",
      number(HEIGHT_CM, 0.5), grounded=False),
    T("calc-20", "ko", "fresh8", "calc", "32평 아파트면 제곱미터로는 몇이에요?",
      number(PYEONG_M2, 0.5), grounded=False),
    T("machine-19", "en", "fresh8", "machine", "How big is this computers hard drive in total?",
      disk_total_in_answer()),
    T("machine-20", "ko", "fresh8", "machine", "올해도 얼마 안 남았네. 12월 31일까지 며칠 남앗어?",
      days_left_in_answer()),
    T("chat-19", "en", "fresh8", "chat", "Who was the first person to walk on the moon?",
      has("Armstrong", "암스트롱"), no_tool(), grounded=False),
    T("chat-20", "ko", "fresh8", "chat", "광복절이 몇 월 며칠이었지?",
      has("8월 15일", "8월15일", "8·15", "8.15", "August 15", "15 August", "팔월 십오일"),
      no_tool(), grounded=False),
    # fresh9: the tenth held-out half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-23", "en", "fresh9", "files",
      "I jotted something down about flour somwhere. Which files mention it?",
      *[has(Path(name).name) for name in FLOUR_FILES], not_a_listing()),
    T("files-24", "ko", "fresh9", "files", "여기 CSV 파일이 있나요? 있으면 경로 좀 알려 주세요.",
      *[has(name) for name in CSV_FILES], not_a_listing()),
    T("read-21", "en", "fresh9", "read", "What was the last error in the app log, and when was it?",
      has(*TIMEOUT_SAID),
      either(number(LAST_ERROR_ORDER),
             time_of_day_in_answer(LAST_ERROR_AT.hour, LAST_ERROR_AT.minute))),
    T("read-22", "ko", "fresh9", "read",
      "notes.txt에 배관공한테 전화하라는 메모, 무슨 일 때문이었지?",
      has(*PLUMBER_SAID)),
    T("count-21", "en", "fresh9", "count", "How many characters are there in notes.txt?",
      either(number(NOTES_CHARS), number(NOTES_CHARS_NO_NEWLINES))),
    T("count-22", "ko", "fresh9", "count", "report.py에서 import하는 모듈이 몇 개예요?",
      either(number(REPORT_PY_IMPORTS), has("두 개", "두 가지", "두 모듈"))),
    T("csv-21", "en", "fresh9", "csv",
      "Going by sales.csv, how many units does a sale have on average?",
      number(UNITS_PER_SALE, 0.1)),
    T("csv-22", "ko", "fresh9", "csv", "머핀은 어느 지역에서 제일 많이 팔렸어?",
      has(MUFFIN_TOP_REGION, KO_REGIONS[MUFFIN_TOP_REGION])),
    T("git-21", "en", "fresh9", "git", "How many files does git actually track in this repo?",
      number(len(TRACKED_FILES))),
    T("git-22", "ko", "fresh9", "git",
      "이 프로젝트 첫 커밋부터 마지막 커밋까지 며칠 걸렸는지 알 수 있을까요?",
      either(number(COMMIT_SPAN_DAYS), has(KO_DAYS_SAID[COMMIT_SPAN_DAYS]))),
    T("write-21", "en", "fresh9", "write", "Please add *.tmp to the .gitignore.",
      file_lines(".gitignore", GITIGNORE_ADDED), writes=[".gitignore"]),
    T("write-22", "ko", "fresh9", "write",
      "치즈케이크 판매 기록은 잘못 들어간 거예요. sales.csv에서 그 줄 빼 주세요.",
      csv_rows("sales.csv", SALES_NO_CHEESECAKE), writes=["sales.csv"]),
    T("script-21", "en", "fresh9", "script",
      "Can you use Python to work out 2 to the power of 100? I need the exact number, not an "
      "approximation.",
      has(str(POWER), f"{POWER:,}")),
    T("script-22", "ko", "fresh9", "script",
      "파이썬으로 오늘부터 100일 뒤가 몇 월 며칠인지 계산해 줘",
      days_from_today_in_answer(*DAYS_ON)),
    T("calc-21", "en", "fresh9", "calc",
      f"Dinner came to ${BILL:.2f}. How much is an {TIP_RATE:.0%} tip on that?",
      number(TIP, 0.01), grounded=False),
    T("calc-22", "ko", "fresh9", "calc", "연봉이 4200만 원이면 한 달에 세전으로 얼마 받는 거야?",
      has(f"{MONTHLY_PAY // 10_000}만", f"{MONTHLY_PAY // 10_000} 만", f"{MONTHLY_PAY:,}",
          str(MONTHLY_PAY)), grounded=False),
    T("machine-21", "en", "fresh9", "machine", "What's my user ID number on this machine?",
      uid_in_answer()),
    T("machine-22", "ko", "fresh9", "machine", "이 컴퓨터에 python3 어디에 깔려 있어? 경로 알려 줘",
      python_path_in_answer()),
    T("chat-21", "en", "fresh9", "chat", "What language do people speak in Brazil?",
      has("Portuguese", "포르투갈"), no_tool(), grounded=False),
    T("chat-22", "ko", "fresh9", "chat", "조선 세운 왕 이름이 뭐였지?",
      has("이성계", "Yi Seong-gye", "Yi Seonggye", "Yi Song-gye"), no_tool(), grounded=False),
    # fresh10: the eleventh held-out half, written blind to the model's behaviour on it (never
    # run before it was committed) ------------------------------------------------------------
    T("files-25", "en", "fresh10", "files",
      "What's the smallest file in here? Skip the hidden ones.",
      has(Path(SMALLEST_FILE).name), not_a_listing()),
    T("files-26", "ko", "fresh10", "files",
      "부산 가는 기차표 예매하라고 어디 적어 놨었는데, 그게 무슨 파일이었지?",
      *[has(Path(name).name) for name in TRAIN_FILES], not_a_listing()),
    T("read-23", "en", "fresh10", "read",
      "Who was I supposed to send the invoice to? It's in my notes somewhere.",
      has(INVOICE_TO, "다니엘")),
    T("read-24", "ko", "fresh10", "read",
      "todo.md에서 체크 표시된 거, 그러니까 이미 끝낸 게 뭐였지?",
      has(*DONE_SAID), lacks("- [ ]")),  # the done item, not the file's dump
    T("count-23", "en", "fresh10", "count",
      "In the app log, how many different /items/ pages got requested?",
      number(ITEM_PAGES)),
    T("count-24", "ko", "fresh10", "count",
      f"sales.csv에서 단가가 {PRICE_OVER:,}원 넘는 판매가 몇 건이에요?",
      either(number(SALES_OVER),
             has(f"{KO_COUNTS[SALES_OVER]} 건", f"{KO_COUNTS[SALES_OVER]}건"))),
    T("csv-23", "en", "fresh10", "csv", "Which products did we sell in all three regions?",
      *[has(name, *KO_PRODUCTS[name]) for name in sorted(EVERY_REGION_SOLD)],
      lacks(*[word for name in sorted(set(KO_PRODUCTS) - EVERY_REGION_SOLD)
              for word in (name, *KO_PRODUCTS[name])])),
    T("csv-24", "ko", "fresh10", "csv",
      "부산 매출이 인천보다 얼마나 더 많아? 매출은 수량 곱하기 단가로 쳐 줘.",
      either(number(BUSAN_OVER_INCHEON),
             has(*[f"{BUSAN_OVER_INCHEON // 10_000}만{gap}{BUSAN_OVER_INCHEON % 10_000}{unit}"
                   for gap in ("", " ") for unit in ("원", " 원")]))),
    T("git-23", "en", "fresh10", "git", "How many commits are on the main branch?",
      either(number(MAIN_COMMITS), has(f"{EN_COUNTS[MAIN_COMMITS]} commits"))),
    T("git-24", "ko", "fresh10", "git",
      "이 저장소 맨 처음 커밋은 언제 한 거예요? 날짜랑 시간까지 알려 주세요.",
      date_in_answer(FIRST_COMMIT_AT.date()),
      time_of_day_in_answer(FIRST_COMMIT_AT.hour, FIRST_COMMIT_AT.minute)),
    T("write-23", "en", "fresh10", "write",
      f"My meeting with Mina got moved to {MEETING_MOVED}pm. Can you fix that in my notes?",
      file_lines_any("notes.txt", NOTES_MOVED), writes=["notes.txt"]),
    T("write-24", "ko", "fresh10", "write",
      "sales.csv에 지역 이름이 영어로 돼 있는데 한글로 바꿔 줄래? Seoul은 서울, 이런 식으로.",
      csv_rows("sales.csv", SALES_KO_REGIONS), writes=["sales.csv"]),
    T("script-23", "en", "fresh10", "script",
      "What day of the week was our very first sale? Get the date from sales.csv and have "
      "Python work out the weekday.",
      has(*FIRST_SALE_WEEKDAY)),
    T("script-24", "ko", "fresh10", "script",
      "파이썬 스크립트로 sales.csv에서 제품별 판매 수량 합계 좀 뽑아 주세요.",
      *[number(units) for _, units in sorted(_BY_PRODUCT.items())]),
    T("calc-23", "en", "fresh10", "calc",
      f"My bedroom is {ROOM_M[0]:g} by {ROOM_M[1]:g} meters. How many square feet is that?",
      number(ROOM_SQFT, 0.5), grounded=False),
    T("calc-24", "ko", "fresh10", "calc",
      "부가세 포함해서 5만 5천 원이면, 부가세 빼면 얼마예요?",
      either(number(WITHOUT_VAT),
             has(f"{WITHOUT_VAT // 10_000}만 원", f"{WITHOUT_VAT // 10_000}만원")),
      grounded=False),
    T("machine-23", "en", "fresh10", "machine", "What's my default shell?",
      shell_in_answer()),
    T("machine-24", "ko", "fresh10", "machine", "이번 달은 며칠까지 있어?",
      days_in_month_in_answer()),
    T("chat-23", "en", "fresh10", "chat", "Which ocean is the biggest?",
      has("Pacific", "태평양"), no_tool(), grounded=False),
    T("chat-24", "ko", "fresh10", "chat", "우리나라 국보 1호가 뭐였더라?",
      has("숭례문", "남대문", "Sungnyemun", "Namdaemun"), no_tool(), grounded=False),
    # fresh11: the twelfth held-out half, written blind to the model's behaviour on it (never
    # run before it was committed) ------------------------------------------------------------
    T("files-27", "en", "fresh11", "files",
      "I want to go through everything to do with stock. Which files mention it?",
      *[has(Path(name).name) for name in STOCK_FILES], not_a_listing()),
    T("files-28", "ko", "fresh11", "files", "파이썬 파일 중에서 함수가 정의돼 있는 건 어떤 거야?",
      *[has(Path(name).name) for name in DEF_FILES], not_a_listing()),
    T("read-25", "en", "fresh11", "read", "What are the column names in sales.csv?",
      *[has(column, column.replace("_", " ")) for column in SALES_HEADER]),
    T("read-26", "ko", "fresh11", "read",
      "로그에 느린 쿼리 경고가 계속 뜨던데, 그게 어느 테이블 얘기예요?",
      has(SLOW_TABLE, "재고")),
    T("count-25", "en", "fresh11", "count",
      "How many files are there in this whole project, subfolders and hidden files included? "
      "Don't count anything inside .git.",
      either(number(PROJECT_FILES), has(EN_NUMBERS[PROJECT_FILES]))),
    T("count-26", "ko", "fresh11", "count", "notes.txt에서 제일 긴 줄은 몇 글자나 돼?",
      number(LONGEST_NOTE_CHARS)),
    T("csv-25", "en", "fresh11", "csv", "Which single sale brought in the most money?",
      has(str(BIGGEST_SALE[2]), *KO_PRODUCTS[str(BIGGEST_SALE[2])]),
      either(number(BIGGEST_SALE_WON), has(f"{BIGGEST_SALE_WON // 1000}k"),  # or which one:
             date_in_answer(dt.date.fromisoformat(str(BIGGEST_SALE[0]))),  # its day, its
             has(str(BIGGEST_SALE[1]), KO_REGIONS[str(BIGGEST_SALE[1])]))),  # region (Seoul)
    T("csv-26", "ko", "fresh11", "csv", "매출로 따지면 제일 장사 안 된 지역이 어디예요?",
      has(POOREST_REGION, KO_REGIONS[POOREST_REGION])),
    T("git-25", "en", "fresh11", "git", "Which commit added the most files, and how many?",
      either(has(MOST_FILES_COMMIT, MOST_FILES_COMMIT.removeprefix("Add ")),
             commit_hash_in_answer(MOST_FILES_COMMIT)),  # by its message or its hash
      either(number(MOST_FILES), has(EN_NUMBERS[MOST_FILES]))),
    T("git-26", "ko", "fresh11", "git",
      "첫 커밋 바로 다음 커밋 있잖아요, 그거 해시가 뭐예요? 앞에 몇 자리만 알려 줘도 돼요.",
      commit_hash_in_answer(SECOND_COMMIT)),
    T("write-25", "en", "fresh11", "write",
      "Make a folder called archive and move draft.txt into it.",
      file_lines(DRAFT_ARCHIVED, [DRAFT]), file_gone("draft.txt"),
      writes=["draft.txt", DRAFT_ARCHIVED]),
    T("write-26", "ko", "fresh11", "write",
      "sales.csv를 units 많은 순으로 정렬해 줄래? 헤더는 맨 위에 그대로 두고.",
      csv_rows("sales.csv", SALES_BY_UNITS), writes=["sales.csv"]),
    T("script-25", "en", "fresh11", "script",
      "Can you have Python work out the median of the units column in sales.csv?",
      number(MEDIAN_UNITS)),
    T("script-26", "ko", "fresh11", "script",
      f"{BORN.year}년 {BORN.month}월 {BORN.day}일생이면 지금 만 나이로 몇 살이야? 파이썬으로 "
      "계산해 줘.",
      age_in_answer(BORN)),
    T("calc-25", "en", "fresh11", "calc",
      f"I have to be at work by {AT_WORK[0]}:{AT_WORK[1]:02d} and the drive takes {DRIVE_MIN} "
      "minutes. When do I need to leave?",
      time_of_day_in_answer(*LEAVE_AT), grounded=False),
    T("calc-26", "ko", "fresh11", "calc",
      f"키 {HEIGHT_M * 100:g}에 몸무게 {WEIGHT_KG}킬로면 BMI가 어떻게 돼요?",
      number(BMI, 0.15), grounded=False),
    T("machine-25", "en", "fresh11", "machine", "Which version of bash is on this machine?",
      version_in_answer("bash", bash_versions)),
    T("machine-26", "ko", "fresh11", "machine", "오늘이 올해 들어 몇 번째 날이야?",
      day_of_year_in_answer()),
    T("chat-25", "en", "fresh11", "chat", "Who discovered penicillin?",
      has("Fleming", "플레밍"), no_tool(), grounded=False),
    T("chat-26", "ko", "fresh11", "chat", "오만 원짜리 지폐에 나오는 사람이 누구더라?",
      has("신사임당", "Shin Saimdang", "Sin Saimdang"), no_tool(), grounded=False),
    # fresh12: the thirteenth held-out half, written blind to the model's behaviour on it
    # (never run before it was committed) -----------------------------------------------------
    T("files-29", "en", "fresh12", "files",
      "Leaving the log out, which file in this project has the most lines?",
      has(Path(LONGEST_FILE).name), not_a_listing()),
    T("files-30", "ko", "fresh12", "files", "sales.csv 읽어 들이는 파이썬 코드가 어느 파일에 있어?",
      *[has(Path(name).name) for name in SALES_READERS], not_a_listing()),
    T("read-27", "en", "fresh12", "read", "What was the first thing the app logged after noon?",
      has(*NOON_SAID)),
    T("read-28", "ko", "fresh12", "read", "README 보면 질문 있으면 누구한테 물어보라고 돼 있어요?",
      has(*CONTACT_SAID)),
    T("count-27", "en", "fresh12", "count",
      "How many of the lines in the app log are INFO messages?",
      number(INFO_LINES)),
    T("count-28", "ko", "fresh12", "count", "sales.csv에 며칠 치 판매 기록이 들어 있어?",
      either(count_in_answer(SALE_DAYS), has(SALE_DAYS_KO))),
    T("csv-27", "en", "fresh12", "csv",
      f"How much money did we take in over the first three days, {_FIRST_DAY:%B} "
      f"{_FIRST_DAY.day} to {_THIRD_DAY.day}?",
      either(number(FIRST_DAYS_WON),
             has(f"{FIRST_DAYS_WON // 1000}k", f"{FIRST_DAYS_WON // 1000} thousand"))),
    T("csv-28", "ko", "fresh12", "csv", "인천에서 판 것 중에 제일 적게 팔린 게 뭐예요?",
      has(INCHEON_LEAST, *KO_PRODUCTS[INCHEON_LEAST])),
    T("git-27", "en", "fresh12", "git", "What day of the week was the last commit made?",
      weekday_named(LAST_COMMIT_DAY)),
    T("git-28", "ko", "fresh12", "git", "마지막 커밋하고 나서 오늘까지 며칠 지났어요?",
      days_since_in_answer(LAST_COMMIT_DAY)),
    T("write-27", "en", "fresh12", "write",
      f"Put just the Busan sales into a new file called {BUSAN_CSV}, header row included.",
      csv_rows(BUSAN_CSV, BUSAN_ROWS), writes=[BUSAN_CSV]),
    T("write-28", "ko", "fresh12", "write",
      "todo.md에서 README 업데이트한 거 체크 다시 풀어 줘. 다시 해야 될 것 같아.",
      file_lines("todo.md", TODO_REOPENED), writes=["todo.md"]),
    T("script-27", "en", "fresh12", "script",
      "I want to be able to tell later if sales.csv gets corrupted. What's its SHA-256 "
      "checksum right now?",
      digest_in_answer(SALES_SHA256)),
    T("script-28", "ko", "fresh12", "script",
      "report.py 돌려 보고, 재고 중에 재주문해야 하는 게 몇 퍼센트인지 계산해 줘.",
      number(REORDER_PERCENT, 0.15)),
    T("calc-27", "en", "fresh12", "calc",
      f"I bought {COFFEES} coffees at ${COFFEE_USD:.2f} each and a muffin for "
      f"${MUFFIN_USD:.2f}, and paid with a ${PAID_USD} bill. How much change should I get?",
      number(CHANGE_USD, 0.005), grounded=False),
    T("calc-28", "ko", "fresh12", "calc",
      f"달러 환율이 {WON_PER_USD:,}원이면 {DOLLARS}달러는 우리 돈으로 얼마예요?",
      either(number(DOLLARS_WON), has(*DOLLARS_WON_KO)), grounded=False),
    T("machine-27", "en", "fresh12", "machine",
      "Which Linux distribution is this computer running, and which version?",
      distro_in_answer()),
    T("machine-28", "ko", "fresh12", "machine", "이 컴퓨터 내부 IP 주소가 뭐예요?",
      ip_in_answer()),
    T("chat-27", "en", "fresh12", "chat", "Who wrote Pride and Prejudice?",
      has("Austen", "오스틴"), no_tool(), grounded=False),
    T("chat-28", "ko", "fresh12", "chat", "애국가는 누가 작곡했는지 알아?",
      has("안익태", "Ahn Eak-tai", "Ahn Eaktai", "An Ik-tae"), no_tool(), grounded=False),
    # fresh13: the fourteenth held-out half, written blind to the model's behaviour on it
    # (never run before it was committed) -----------------------------------------------------
    T("files-31", "en", "fresh13", "files", "Which of my files have the word 'bakery' in them?",
      *[has(Path(name).name) for name in BAKERY_FILES], not_a_listing()),
    T("files-32", "ko", "fresh13", "files",
      "logs 폴더 말고, 하위 폴더들 안에 들어 있는 파일들 뭐뭐 있는지 좀 알려 줄래?",
      *[has(Path(name).name) for name in SUBFOLDER_FILES]),
    T("read-29", "en", "fresh13", "read",
      f"In my notes, what's the line that comes right after '{PLANTS}'?",
      has(AFTER_PLANTS.split()[-1]), lacks(BEFORE_PLANTS)),
    T("read-30", "ko", "fresh13", "read",
      f"로그 보니까 {TIMEOUT_ORDER}번 주문 결제가 타임아웃 났던데, 그게 몇 시였는지 알 수 있어?",
      time_of_day_in_answer(TIMEOUT_AT.hour, TIMEOUT_AT.minute)),
    T("count-29", "en", "fresh13", "count",
      f"How many errors did the app log after {EVENING_HOUR - 12} pm?",
      either(count_beside_times(EVENING_ERRORS), has(f"{EN_COUNTS[EVENING_ERRORS]} error"))),
    T("count-30", "ko", "fresh13", "count",
      "로그에 오전 중에, 그러니까 낮 12시 되기 전에 찍힌 줄이 몇 줄이나 되는지 궁금해.",
      number(MORNING_LINES)),
    T("csv-29", "en", "fresh13", "csv", "Which day did we bring in the least money?",
      date_in_answer(LEAST_MONEY_DAY)),
    T("csv-30", "ko", "fresh13", "csv",
      f"매출로 치면 {KO_REGIONS[SHARE_REGION]}이 전체에서 몇 퍼센트쯤 차지하는지 알려 줘.",
      number(REGION_SHARE, 0.5)),
    T("git-29", "en", "fresh13", "git", "When did the docs folder first get committed?",
      date_in_answer(DOCS_COMMIT_DAY)),
    T("git-30", "ko", "fresh13", "git", "마지막 커밋 몇 시에 했더라?",
      either(time_of_day_in_answer(LAST_COMMIT_AT.hour, LAST_COMMIT_AT.minute),
             *([has(*NOON_WORDS)] if NOON_WORDS else []))),
    T("write-29", "en", "fresh13", "write",
      f"I typed the bagel price wrong in sales.csv. It should be {BAGEL_PRICE:,} won, not "
      f"{BAGEL_PRICE_WAS:,}. Can you fix it?",
      csv_rows("sales.csv", SALES_BAGEL_PRICED), writes=["sales.csv"]),
    T("write-30", "ko", "fresh13", "write",
      "notes.txt 줄마다 앞에 번호 좀 매겨 줘. 1. 2. 3. 이런 식으로.",
      file_lines("notes.txt", NOTES_NUMBERED), writes=["notes.txt"]),
    T("script-29", "en", "fresh13", "script",
      "Run scripts/check.sh and save just the build number it reports into a file called "
      f"{BUILD_TXT}.",
      file_lines(BUILD_TXT, [BUILD]), writes=[BUILD_TXT]),
    T("script-30", "ko", "fresh13", "script",
      "utils.py에 있는 price_with_tax로 sales.csv 전체 매출에 세금 붙이면 얼마 나오는지 직접 "
      "돌려서 확인해 줄래?",
      either(number(TAXED_REVENUE), has(*TAXED_REVENUE_KO))),
    T("calc-29", "en", "fresh13", "calc",
      f"I ran {RUN_KM} km in {RUN_S // 60} minutes {RUN_S % 60} seconds. What was my pace per "
      "kilometer?",
      minutes_seconds_in_answer(PACE_S), grounded=False),
    T("calc-30", "ko", "fresh13", "calc",
      f"{FILM_MIN // 60}시간짜리 영화를 {PLAYBACK:g}배속으로 보면 몇 분이면 다 봐?",
      either(number(FILM_WATCH_MIN), duration_in_answer(FILM_WATCH_MIN)), grounded=False),
    T("machine-29", "en", "fresh13", "machine", "What's the Unix timestamp right now?",
      unix_time_in_answer()),
    T("machine-30", "ko", "fresh13", "machine", "이번 주가 올해 몇 주차지?",
      week_in_answer()),
    T("chat-29", "en", "fresh13", "chat", "Who came up with the theory of relativity?",
      has("Einstein", "아인슈타인"), no_tool(), grounded=False),
    T("chat-30", "ko", "fresh13", "chat", "남한에서 제일 긴 강이 뭐였더라?",
      has("낙동강", "Nakdong"), no_tool(), grounded=False),
    # fresh14: the fifteenth held-out half, written blind to the model's behaviour on it
    # (never run before it was committed) -----------------------------------------------------
    T("files-33", "en", "fresh14", "files",
      "Apart from the log, which two files in this project take up the most space?",
      *[has(Path(name).name) for name in TWO_BIGGEST], not_a_listing()),
    T("files-34", "ko", "fresh14", "files",
      "이름이 s로 시작하는 파일이 있었는데 기억이 잘 안 나. 하위 폴더까지 싹 뒤져서 다 찾아 줘.",
      *[has(Path(name).name) for name in S_FILES], not_a_listing()),
    T("read-31", "en", "fresh14", "read",
      f"A payment timed out a little after {EARLY_HOUR} in the morning. Which order was that?",
      number(EARLY_ORDER), lacks(str(BEFORE_EARLY), str(AFTER_EARLY))),
    T("read-32", "ko", "fresh14", "read", "README에 우리 가게 이름이 뭐라고 돼 있어요?",
      has(*SHOP_SAID)),
    T("count-31", "en", "fresh14", "count",
      f"How many warnings are there in the first {HEAD_LINES} lines of the app log?",
      number(HEAD_WARNS)),
    T("count-32", "ko", "fresh14", "count",
      f"{PAIR_FILES[0]}랑 {PAIR_FILES[1]} 합치면 전부 몇 줄이야?",
      number(PAIR_LINES)),
    T("csv-31", "en", "fresh14", "csv",
      f"Which brought in more money, the {BREADS[0]}s or the {BREADS[1]}s? How much did each "
      "make?",
      *[either(number(won), has(f"{won // 1000}k")) for won in BREADS_WON]),
    T("csv-32", "ko", "fresh14", "csv",
      f"{_MONEY_DAY.month}월 {_MONEY_DAY.day}일 하루 매출이 얼마였는지 좀 봐 줄래요?",
      won_in_answer(MONEY_DAY_WON)),
    T("git-31", "en", "fresh14", "git", "Did I make any commits on a weekend? Which ones?",
      *[either(has(message), date_in_answer(day), commit_hash_in_answer(message))
        for message, day in WEEKEND_COMMITS],
      lacks(*WEEKDAY_COMMITS)),  # the weekend's commits picked out, not the whole log
    T("git-32", "ko", "fresh14", "git",
      "report.py를 처음 커밋했을 때와 비교해서 지금은 무엇이 달라졌는지 git으로 확인해 "
      "주시겠습니까?",
      has(*REPORT_PY_CHANGE_SAID)),
    T("write-31", "en", "fresh14", "write",
      f"{NEW_CONTACT} is handling questions now instead of {CONTACT.split()[0]}. Can you update "
      "the README to say so?",
      file_lines_any("README.md", README_CONTACTS), writes=["README.md"]),
    T("write-32", "ko", "fresh14", "write",
      f"draft.txt에 여름 메뉴 아이디어로 '{DRAFT_IDEA}'도 한 줄 넣어 줘.",
      file_lines_any("draft.txt", DRAFT_IDEAS), writes=["draft.txt"]),
    T("script-31", "en", "fresh14", "script",
      "Use Python to turn sales.csv into JSON, a list of records keyed by the column names, and "
      f"save it as {SALES_JSON}.",
      json_records(SALES_JSON, SALES_HEADER, SALES), writes=[SALES_JSON]),
    T("script-32", "ko", "fresh14", "script",
      "크리스마스까지 며칠 남았는지 파이썬으로 계산해 줄래?",
      days_until_in_answer(*CHRISTMAS)),
    T("calc-31", "en", "fresh14", "calc",
      f"I have to drive {DRIVE_KM} km and I'll average about {DRIVE_KMH} km/h. How long will "
      "that take?",
      duration_in_answer(LONG_DRIVE_MIN), grounded=False),
    T("calc-32", "ko", "fresh14", "calc",
      f"1박에 {STAY_WON // 10_000}만 원짜리 숙소에서 {STAY_NIGHTS}박 {STAY_NIGHTS + 1}일 묵으면 "
      "숙박비 전부 얼마야?",
      won_in_answer(STAY_TOTAL), grounded=False),
    T("machine-31", "en", "fresh14", "machine", "Which groups is my user account in?",
      group_in_answer()),
    T("machine-32", "ko", "fresh14", "machine", "디스크 사용률이 지금 몇 퍼센트입니까?",
      disk_used_percent_in_answer()),
    T("chat-31", "en", "fresh14", "chat", "What's the largest country in the world by area?",
      has("Russia", "러시아"), no_tool(), grounded=False),
    T("chat-32", "ko", "fresh14", "chat",
      "우리나라 사람 중에 노벨상 제일 먼저 받은 사람이 누구였지?",
      has("김대중", "Kim Dae-jung", "Kim Dae Jung", "Kim Daejung"), no_tool(), grounded=False),
    # fresh15: the sixteenth held-out half, written blind to the model's behaviour on it
    # (never run before it was committed) -----------------------------------------------------
    T("files-35", "en", "fresh15", "files",
      f"Which files in this project have more than {LONG_LINES} lines? Check the subfolders "
      "too.",
      *[has(Path(name).name) for name in LONG_FILES], not_a_listing()),
    T("files-36", "ko", "fresh15", "files",
      f"실행하면 화면에 '{APP_SAYS}'이라고 뜨던데, 그거 찍는 코드가 어느 파일에 들어 있어?",
      *[has(Path(name).name) for name in APP_SAYS_FILES], not_a_listing()),
    T("read-35", "en", "fresh15", "read", "What was the last warning the app logged?",
      has(*SLOW_SAID),
      either(number(LAST_WARN_MS),
             time_of_day_in_answer(LAST_WARN_AT.hour, LAST_WARN_AT.minute))),
    T("read-36", "ko", "fresh15", "read", "도메인 갱신 언제까지 하라고 메모해 놨었지?",
      has(*DOMAIN_MONTH_SAID), lacks(*DOMAIN_NEIGHBOURS)),
    T("count-35", "en", "fresh15", "count", "How many bullet points are there in the README?",
      either(number(README_BULLETS), has(f"{EN_COUNTS[README_BULLETS]} bullet"))),
    T("count-36", "ko", "fresh15", "count", "로그에 에러랑 경고 합치면 몇 줄이나 돼?",
      number(ERRORS_AND_WARNS)),
    T("csv-35", "en", "fresh15", "csv", "What's our average revenue per item sold?",
      number(WON_PER_ITEM, 1.0)),
    T("csv-36", "ko", "fresh15", "csv",
      f"{KO_REGIONS['Busan']}에서는 어느 날 제일 많이 팔았어?",
      date_in_answer(BUSAN_BEST_DAY)),
    T("git-35", "en", "fresh15", "git", "How many of my commits did I make before noon?",
      either(count_in_answer(len(MORNING_COMMITS)),
             *[has(f"{EN_COUNTS[len(MORNING_COMMITS)]} {word}") for word in ("commits", "of")])),
    T("git-36", "ko", "fresh15", "git", "main 브랜치에 마지막으로 커밋한 게 언제였어요?",
      date_in_answer(MAIN_LAST_DAY)),
    T("write-35", "en", "fresh15", "write",
      f"Add '{TESTS_LINE}' to the end of the Layout list in the README.",
      file_lines("README.md", README_TESTS), writes=["README.md"]),
    T("write-36", "ko", "fresh15", "write",
      f"todo.md 맨 위에 TODO라고 돼 있는 제목, 한글로 '{TODO_TITLE}'이라고 바꿔 줘.",
      file_lines("todo.md", TODO_RETITLED), writes=["todo.md"]),
    T("script-35", "en", "fresh15", "script",
      "Can you use Python to work out the standard deviation of the units column in sales.csv?",
      either(*[number(value, 0.05) for value in UNITS_STDEV])),
    T("script-36", "ko", "fresh15", "script",
      "파이썬으로 sales.csv에서 지역별 매출 합계 좀 뽑아 줄래? 매출은 수량 곱하기 단가로 쳐서.",
      *[won_in_answer(won) for _, won in sorted(REGION_WON.items())]),
    T("calc-35", "en", "fresh15", "calc",
      f"My flight leaves at {TAKE_OFF[0] - 12}:{TAKE_OFF[1]:02d} pm and the flight takes "
      f"{FLIGHT_MIN // 60} hours {FLIGHT_MIN % 60} minutes. Ignoring time zones, what time do I "
      "land?",
      time_of_day_in_answer(*LANDS_AT), grounded=False),
    T("calc-36", "ko", "fresh15", "calc",
      f"{DEPOSIT_WON // 10_000}만 원을 연 {RATE_PERMILLE / 10:g}% 단리로 {DEPOSIT_YEARS}년 넣어 "
      "두면 이자가 세전으로 얼마 붙어?",
      won_in_answer(INTEREST_WON), grounded=False),
    T("machine-35", "en", "fresh15", "machine", "Which DNS server is this machine using?",
      dns_server_in_answer()),
    T("machine-36", "ko", "fresh15", "machine", "다음 주 월요일이 며칠이야?",
      next_weeks_day_in_answer(0)),
    T("chat-35", "en", "fresh15", "chat", "What's the tallest animal in the world?",
      has("giraffe", "기린"), no_tool(), grounded=False),
    T("chat-36", "ko", "fresh15", "chat", "우리나라 초대 대통령이 누구였지?",
      has("이승만", "Syngman Rhee", "Rhee Syng-man", "Rhee Syngman", "Yi Seung-man"), no_tool(),
      grounded=False),
    # fresh16: the seventeenth held-out half, written blind to the model's behaviour on it
    # (never run before it was committed) -----------------------------------------------------
    T("files-37", "en", "fresh16", "files",
      "does Busan come up in any of my files besides sales.csv?",
      *[has(Path(name).name) for name in BUSAN_ELSEWHERE], not_a_listing()),
    T("files-38", "ko", "fresh16", "files",
      "docs 폴더에 있는 문서 중에 sales.csv 얘기 나오는 게 어느 거야?",
      *[has(Path(name).name) for name in DOCS_SALES_CSV], not_a_listing()),
    T("read-37", "en", "fresh16", "read",
      "What's the slowest query the app logged, and how long did it take?",
      number(SLOWEST_MS), lacks(f"({RUNNER_UP_MS} ms)")),  # picked out, not the WARN lines
    T("read-38", "ko", "fresh16", "read",
      f"{KO_WEEKDAYS[EN_WEEKDAYS.index(MEETING_DAY)]}에 약속 있다고 메모해 놨던 것 같은데, 누구랑 "
      "몇 시였지?",
      has(*MEETING_SAID), time_of_day_in_answer(MEETING_HOUR + 12, 0)),
    T("count-37", "en", "fresh16", "count",
      "How many lines of Python have we got in total? Count every .py file in the project.",
      number(PY_LINES)),
    T("count-38", "ko", "fresh16", "count",
      f"하루 매출이 {GOOD_DAY_WON // 10_000}만 원 넘은 날이 며칠이나 돼?",
      either(count_in_answer(GOOD_DAYS), has(KO_DAYS_SAID[GOOD_DAYS]))),
    T("csv-37", "en", "fresh16", "csv", "On average, how much money did we take in per day?",
      either(number(DAY_WON, 1.0), has(f"{round(DAY_WON / 1000)}k"))),
    T("csv-38", "ko", "fresh16", "csv", "머핀 다음으로 많이 팔린 게 뭐야?",
      has(SECOND_PRODUCT, *KO_PRODUCTS[SECOND_PRODUCT])),
    T("git-37", "en", "fresh16", "git",
      "How long after my first commit did I commit the app code?",
      span_in_answer(APP_AFTER_FIRST_MIN)),
    T("git-38", "ko", "fresh16", "git",
      f"{BRANCH} 브랜치는 main의 어느 커밋에서 갈라져 나온 거야?",
      either(has(FORK_COMMIT, FORK_COMMIT.removeprefix("Add ")),
             commit_hash_in_answer(FORK_COMMIT))),
    T("write-37", "en", "fresh16", "write",
      "We don't need the Contact section in the README anymore. Can you take it out?",
      file_lines("README.md", README_NO_CONTACT), writes=["README.md"]),
    T("write-38", "ko", "fresh16", "write",
      "draft.txt에 적어 둔 거 notes.txt 맨 밑으로 옮기고, draft.txt는 지워 줘.",
      file_lines("notes.txt", NOTES_WITH_DRAFT), file_gone("draft.txt"),
      writes=["notes.txt", "draft.txt"]),
    T("script-37", "en", "fresh16", "script",
      f"Invoices are due {DUE_AFTER_DAYS} days after the sale. Can you use Python to work out "
      "the due date for the most recent sale in sales.csv?",
      date_in_answer(DUE_DAY)),
    T("script-38", "ko", "fresh16", "script",
      "파이썬으로 로그에서 결제 타임아웃 난 주문 번호만 뽑아서 "
      f"{TIMEOUTS_TXT}에 한 줄에 하나씩 저장해 줘.",
      file_lines(TIMEOUTS_TXT, TIMEOUT_ORDERS), writes=[TIMEOUTS_TXT]),
    T("calc-37", "en", "fresh16", "calc",
      f"I make ${WAGE_USD} an hour and work {WEEK_HOURS:g} hours a week. If I work "
      f"{WORK_WEEKS} weeks a year, how much is that for the year before tax?",
      either(number(YEAR_PAY_USD), has(f"{YEAR_PAY_USD / 1000:g}k")), grounded=False),
    T("calc-38", "ko", "fresh16", "calc",
      f"월세 {RENT_WON // 10_000}만 원에 관리비 {FEES_WON // 10_000}만 원이면 1년 동안 다 해서 "
      "얼마 나가?",
      won_in_answer(YEAR_RENT_WON), grounded=False),
    T("machine-37", "en", "fresh16", "machine",
      "What's my router's IP address? The default gateway, I mean.",
      gateway_in_answer()),
    T("machine-38", "ko", "fresh16", "machine", "지금 뉴욕은 몇 시야?",
      clock_in_zone_in_answer(NEW_YORK)),
    T("chat-37", "en", "fresh16", "chat", "Which planet is closest to the sun?",
      has("Mercury", "수성"), no_tool(), grounded=False),
    T("chat-38", "ko", "fresh16", "chat", "음력 8월 15일이 무슨 명절이더라?",
      has("추석", "한가위", "Chuseok"), no_tool(), grounded=False),
    # fresh17: the eighteenth held-out half, written blind to the model's behaviour on it
    # (never run before it was committed) -----------------------------------------------------
    T("files-39", "en", "fresh17", "files",
      "What other files are in the same folder as usage.md?",
      *[has(Path(name).name) for name in USAGE_NEIGHBOURS], not_a_listing()),
    T("files-40", "ko", "fresh17", "files",
      "빌드 번호 찍어 주는 스크립트가 어디 있었지? 경로 좀 알려 줘.",
      *[has(Path(name).name) for name in BUILD_FILES],
      *[has(str(Path(name).parent)) for name in BUILD_FILES], not_a_listing()),
    T("read-39", "en", "fresh17", "read", "What's still left to do on my to-do list?",
      *[has(*keys) for keys in TODO_LEFT_KEYS],
      lacks(*TODO_DONE)),  # the items left, not the done one (nor the file's dump)
    T("read-40", "ko", "fresh17", "read", "README 보면 scripts 폴더는 뭐 하는 데라고 돼 있어?",
      has(*SCRIPTS_FOR_SAID), lacks(*OTHER_LAYOUT)),
    T("count-39", "en", "fresh17", "count",
      "How many of the sales in sales.csv were made on a weekend?",
      either(count_in_answer(WEEKEND_SALES), has(f"{EN_COUNTS[WEEKEND_SALES]} sales"))),
    T("count-40", "ko", "fresh17", "count",
      f"로그에 결제 타임아웃 난 주문 중에 주문 번호가 {TIMEOUT_OVER}번 넘는 건 몇 건이야?",
      either(number(TIMEOUTS_OVER),
             has(f"{KO_COUNTS[TIMEOUTS_OVER]} 건", f"{KO_COUNTS[TIMEOUTS_OVER]}건"))),
    T("csv-39", "en", "fresh17", "csv",
      "From one day to the next, when did our daily takings drop the most, and by how much?",
      either(date_in_answer(DROP_FROM), date_in_answer(DROP_TO)),
      either(number(DROP_WON), has(f"{DROP_WON / 1000:g}k"))),
    T("csv-40", "ko", "fresh17", "csv",
      f"{KO_PRODUCTS[PRICIEST][0]} 팔린 날 있잖아, 그날 전체 매출은 얼마였어?",
      won_in_answer(CHEESECAKE_DAY_WON)),
    T("git-39", "en", "fresh17", "git",
      "Across all my commits, how many lines have I added in total?",
      number(LINES_COMMITTED)),
    T("git-40", "ko", "fresh17", "git",
      "report.py 처음 커밋한 날이랑 마지막으로 고친 날이 언제야?",
      *[date_in_answer(day) for day in REPORT_PY_DAYS]),
    T("write-39", "en", "fresh17", "write",
      "I want to share the sales numbers without our prices. Make a copy of sales.csv called "
      f"{UNITS_CSV} with the unit_price column taken out.",
      csv_rows(UNITS_CSV, SALES_NO_PRICE), writes=[UNITS_CSV]),
    T("write-40", "ko", "fresh17", "write",
      "README에 Layout 목록 있잖아, 그거 폴더 이름 알파벳 순으로 정렬해 줄래?",
      file_lines("README.md", README_LAYOUT_SORTED), writes=["README.md"]),
    T("script-39", "en", "fresh17", "script",
      "Do the pricier things sell less? Use Python to work out the correlation (Pearson's r) "
      "between units and unit_price in sales.csv.",
      either(number(UNITS_PRICE_R, 0.01), has(*R_SAID))),
    T("script-40", "ko", "fresh17", "script",
      f"파이썬으로 sales.csv에서 날짜별 매출 합계 구해서 {DAILY_CSV}로 저장해 줘. 헤더는 "
      f"{','.join(str(cell) for cell in DAILY_ROWS[0])}로 하고, 매출은 수량 곱하기 단가야.",
      csv_rows(DAILY_CSV, DAILY_ROWS), writes=[DAILY_CSV]),
    T("calc-39", "en", "fresh17", "calc",
      f"I need {FLOUR_G / 1000:g} kg of flour for a big batch, and it comes in {FLOUR_BAG_G} g "
      "bags. How many bags should I buy?",
      number(FLOUR_BAGS), grounded=False),
    T("calc-40", "ko", "fresh17", "calc",
      f"만 원 들고 가서 {ICE_WON:,}원짜리 아이스크림을 살 수 있는 만큼 사면, 몇 개 사고 얼마 "
      "남아?",  # 만 원: CASH_WON
      number(ICE_COUNT), won_in_answer(ICE_LEFT), grounded=False),
    T("machine-39", "en", "fresh17", "machine",
      "What's the MAC address of this computer's network card?",
      mac_in_answer()),
    T("machine-40", "ko", "fresh17", "machine", "이번 달 말일이 무슨 요일이야?",
      month_end_weekday_in_answer()),
    T("chat-39", "en", "fresh17", "chat", "Which chemical element has the atomic number 1?",
      has("hydrogen", "수소"), no_tool(), grounded=False),
    T("chat-40", "ko", "fresh17", "chat", "우리나라 나라꽃이 뭐였지?",
      has("무궁화", "Mugunghwa", "Rose of Sharon", "Hibiscus syriacus"), no_tool(),
      grounded=False),
    # fresh18: the nineteenth held-out half, written blind to the model's behaviour on it
    # (never run before it was committed) -----------------------------------------------------
    T("files-41", "en", "fresh18", "files",
      "Is git ignoring any of the files in this project? Which ones?",
      has(*IGNORED_SAID), not_a_listing()),
    T("files-42", "ko", "fresh18", "files",
      "하위 폴더 중에 파일이 딱 하나만 들어 있는 폴더는 어디어디야?",
      *[has(folder) for folder in LONE_FILE_FOLDERS]),
    T("read-41", "en", "fresh18", "read", "I left myself a note about my laptop. What did it say?",
      has(*LAPTOP_SAID), lacks(BEFORE_LAPTOP)),
    T("read-42", "ko", "fresh18", "read", "README 보면 매일 재고 점검하려면 뭘 실행하라고 돼 있어?",
      has(STOCK_SCRIPT), lacks(*OTHER_LAYOUT)),  # the command, not the README's dump
    T("count-41", "en", "fresh18", "count",
      f"How many of our sales were for {UNITS_AT_LEAST} or more units?",
      either(count_in_answer(SALES_AT_LEAST), has(f"{EN_COUNTS[SALES_AT_LEAST]} sales"))),
    T("count-42", "ko", "fresh18", "count", "앱 로그에 GET 요청 들어온 게 전부 몇 번이야?",
      number(GET_REQUESTS)),
    T("csv-41", "en", "fresh18", "csv",
      f"We're raising the bagel price from {BAGEL_PRICE_WAS:,} to {BAGEL_PRICE:,} won. Had the "
      "bagels in sales.csv sold at the new price, how much more would they have brought in?",
      either(number(BAGEL_RAISE_WON), has(f"{BAGEL_RAISE_WON / 1000:g}k"))),
    T("csv-42", "ko", "fresh18", "csv",
      "하루 매출이 제일 많았던 날이랑 제일 적었던 날, 차이가 얼마나 나?",
      won_in_answer(BEST_WORST_WON)),
    T("git-41", "en", "fresh18", "git", "Which of my commit messages mention the report?",
      *[has(message) for message in REPORT_COMMITS], lacks(*OTHER_COMMITS)),
    T("git-42", "ko", "fresh18", "git",
      "커밋 기록 보면 두 번 이상 커밋된 파일이 있어? 있으면 어떤 거야?",
      *[has(name) for name in COMMITTED_TWICE], not_a_listing()),
    T("write-41", "en", "fresh18", "write",
      f"Make a file called {REGIONS_TXT} that lists the regions in sales.csv, one per line, in "
      "alphabetical order.",
      file_lines(REGIONS_TXT, REGIONS_SORTED), writes=[REGIONS_TXT]),
    T("write-42", "ko", "fresh18", "write",
      f"설치 문서에 파이썬 {SETUP_PYTHON} 설치하라고 돼 있는 거 {SETUP_PYTHON_NEW}로 고쳐 줘.",
      file_lines(SETUP_MD, SETUP_UPDATED), writes=[SETUP_MD]),
    T("script-41", "en", "fresh18", "script",
      "What's a typical sale worth? Use Python to get the median of units times unit_price over "
      "the rows of sales.csv.",
      number(MEDIAN_SALE_WON)),
    T("script-42", "ko", "fresh18", "script",
      "파이썬으로 sales.csv에서 제품별로 한 번 팔 때 평균 몇 개씩 팔렸는지 구해 줘.",
      *[number(mean, 0.05) for mean in PRODUCT_MEAN_UNITS.values()]),
    T("calc-41", "en", "fresh18", "calc",
      f"My phone is at {PHONE_AT}% and charges about 1% every {PHONE_MIN_PER_PERCENT} minutes. "
      "How long until it's full?",
      duration_in_answer(PHONE_FULL_MIN), grounded=False),
    T("calc-42", "ko", "fresh18", "calc",
      f"{SHOES_WON // 10_000}만 원짜리 운동화를 {SHOES_OFF}% 할인하고, 거기서 {SHOES_MORE_OFF}% 더 "
      "깎아 주면 얼마야?",
      won_in_answer(SHOES_PAID), grounded=False),
    T("machine-41", "en", "fresh18", "machine", "How long is it until midnight?",
      midnight_in_answer()),
    T("machine-42", "ko", "fresh18", "machine", "올해 토요일이 몇 번 더 남았어?",
      saturdays_left_in_answer()),
    T("chat-41", "en", "fresh18", "chat", "Who composed The Four Seasons?",
      has("Vivaldi", "비발디"), no_tool(), grounded=False),
    T("chat-42", "ko", "fresh18", "chat", "우리나라에서 제일 큰 섬이 어디야?",
      has("제주", "Jeju"), no_tool(), grounded=False),
    # fresh19: the twentieth held-out half, written blind to the model's behaviour on it
    # (never run before it was committed) -----------------------------------------------------
    T("files-43", "en", "fresh19", "files",
      "I'm sending report.py to a colleague. Apart from the script itself, which file from this "
      "folder will it need in order to run?",
      *[has(Path(name).name) for name in REPORT_PY_NEEDS], not_a_listing()),
    T("files-44", "ko", "fresh19", "files", "로그 파일 용량이 지금 얼마나 되는지 좀 봐 줄래?",
      size_in_answer(LOG_BYTES)),
    T("read-43", "en", "fresh19", "read", "How does the README describe what this project is for?",
      has(*README_ABOUT_SAID), lacks(*OTHER_LAYOUT)),  # the one line, not the README's dump
    T("read-44", "ko", "fresh19", "read",
      "앱이 마지막으로 꺼진 게 몇 시였는지 로그에서 확인해 주시겠어요?",
      time_of_day_in_answer(SHUTDOWN_AT.hour, SHUTDOWN_AT.minute)),
    T("count-43", "en", "fresh19", "count",
      f"How many of our sales were worth more than {BIG_SALE_WON:,} won each?",
      either(count_in_answer(BIG_SALES_WON),
             has(f"{EN_COUNTS[BIG_SALES_WON]} sales", f"{EN_COUNTS[BIG_SALES_WON]} of them"))),
    T("count-44", "ko", "fresh19", "count",
      "이 폴더 맨 위에 파일이 몇 개 있어요? 하위 폴더랑 숨김 파일은 빼고요.",
      either(count_in_answer(len(TOP_LEVEL_FILES)),
             has(f"{KO_COUNTS[len(TOP_LEVEL_FILES)]} 개", f"{KO_COUNTS[len(TOP_LEVEL_FILES)]}개"))),
    T("csv-43", "en", "fresh19", "csv",
      f"Did {TOP_REGION} bring in more money than "
      f"{' and '.join(region for region in _BY_REGION if region != TOP_REGION)} put together?",
      either(number(OTHERS_WON), number(TOP_REGION_SHORT),
             has(f"{OTHERS_WON / 1000:g}k", f"{TOP_REGION_SHORT / 1000:g}k"))),
    T("csv-44", "ko", "fresh19", "csv", "매출로 치면 두 번째로 장사가 잘된 날이 언제였어?",
      date_in_answer(SECOND_MONEY_DAY),
      lacks(*date_spellings(LEAST_MONEY_DAY))),  # picked out, not every day's takings
    T("git-43", "en", "fresh19", "git",
      "Which of my commits was the biggest by lines added, and how many lines did it add?",
      either(has(MOST_LINES_COMMIT, MOST_LINES_COMMIT.removeprefix("Add ")),
             commit_hash_in_answer(MOST_LINES_COMMIT)),
      number(MOST_LINES)),
    T("git-44", "ko", "fresh19", "git", "sales.csv 커밋할 때 같이 들어간 파일들은 뭐뭐예요?",
      *[has(name) for name in WITH_SALES_CSV], lacks(*NOT_WITH_SALES_CSV)),
    T("write-43", "en", "fresh19", "write",
      f"Make a file called {LAST_CHECK_TXT} that holds just today's date, written like "
      f"{LAST_SALE_DAY.isoformat()}.",
      file_holds_today(LAST_CHECK_TXT), writes=[LAST_CHECK_TXT]),
    T("write-44", "ko", "fresh19", "write",
      "notes.txt 메모 순서 좀 거꾸로 뒤집어 줘. 맨 아래 줄이 맨 위로 오게.",
      file_lines("notes.txt", NOTES_REVERSED), writes=["notes.txt"]),
    T("script-43", "en", "fresh19", "script",
      "The app keeps logging slow queries. Can you use Python to add up how much time all of "
      "those slow queries took?",
      either(number(SLOW_TOTAL_MS), number(SLOW_TOTAL_MS / 1000, 0.06))),
    T("script-44", "ko", "fresh19", "script",
      "파이썬으로 sales.csv에서 금액(수량×단가)이 제일 작은 판매 세 건만 뽑아 주실래요?",
      *[won_in_answer(won) for won in SMALLEST_SALES_WON], lacks(*NEXT_SMALLEST_SAID)),
    T("calc-43", "en", "fresh19", "calc",
      f"I got {', '.join(str(s) for s in QUIZ_SCORES[:-1])} and {QUIZ_SCORES[-1]} on my first "
      f"three quizzes. What do I need on the fourth to average {QUIZ_AVERAGE}?",
      number(QUIZ_NEEDED), grounded=False),
    T("calc-44", "ko", "fresh19", "calc",
      f"오늘 만 {STEPS % 10_000 // 1000}천 보 걸었는데 보폭이 {STRIDE_CM}센티면 몇 킬로 걸은 거야?",
      either(number(WALK_KM), number(WALK_KM * 1000)), grounded=False),
    T("machine-43", "en", "fresh19", "machine", "Which quarter of the year are we in right now?",
      quarter_in_answer()),
    T("machine-44", "ko", "fresh19", "machine", "올해 크리스마스는 무슨 요일이에요?",
      weekday_this_year_in_answer(*CHRISTMAS)),
    T("chat-43", "en", "fresh19", "chat", "What's the hardest natural substance on Earth?",
      has("diamond", "다이아몬드"), no_tool(), grounded=False),
    T("chat-44", "ko", "fresh19", "chat", "24절기 중에 맨 첫 번째 절기가 뭐였더라?",
      has("입춘", "Ipchun", "Lichun"), no_tool(), grounded=False),
    # fresh20: the twenty-first held-out half, written blind to the model's behaviour on it
    # (never run before it was committed) -----------------------------------------------------
    T("files-45", "en", "fresh20", "files",
      f"Do any of my Python files have lines longer than {PY_LINE_LIMIT} characters? Which ones?",
      *[has(Path(name).name) for name in OVERLONG_PY], not_a_listing()),
    T("files-46", "ko", "fresh20", "files",
      "숨김 파일까지 다 쳐서, 내용이 딱 한 줄뿐인 파일이 뭐뭐 있어?",
      *[has(Path(name).name) for name in ONE_LINE_FILES], not_a_listing()),
    T("read-45", "en", "fresh20", "read",
      "What does scripts/check.sh actually check? I'd like to know before I run it.",
      *[has(what) for what in CHECK_SH_CHECKS]),
    T("read-46", "ko", "fresh20", "read",
      "utils.py에 있는 세금 계산 함수 말이야, 계산하다가 소수점이 나오면 반올림해, 아니면 그냥 "
      "버려?",
      has(*ROUND_SAID), lacks(*NOT_ROUND_SAID)),
    T("count-45", "en", "fresh20", "count",
      "How many functions are defined across all the Python files in this project?",
      either(count_in_answer(PY_FUNCTIONS), has(f"{EN_COUNTS[PY_FUNCTIONS]} functions"))),
    T("count-46", "ko", "fresh20", "count",
      "print를 로깅으로 바꾸려고 하는데, 우리 파이썬 코드에서 print 쓰는 데가 몇 군데야?",
      either(count_in_answer(PRINT_CALLS),
             has(*[f"{KO_COUNTS[PRINT_CALLS]}{gap}{unit}" for gap in ("", " ")
                   for unit in ("군데", "곳", "번", "개")]))),
    T("csv-45", "en", "fresh20", "csv", "Is there anything we sold in Seoul but never in Busan?",
      *[has(name, *KO_PRODUCTS[name]) for name in sorted(SEOUL_NOT_BUSAN)],
      lacks(*[word for name in sorted(set(KO_PRODUCTS) - SEOUL_NOT_BUSAN)
              for word in (name, *KO_PRODUCTS[name])])),
    T("csv-46", "ko", "fresh20", "csv",
      f"{KO_REGIONS['Seoul']}은 매일 판매가 있었어? 판매 기록이 없는 날이 있으면 언제인지 알려 줘.",
      *[day_in_answer(day) for day in SEOUL_GAP_DAYS], lacks(*OTHER_REGION_ROWS)),
    T("git-45", "en", "fresh20", "git", "Which of my commits changed only a single file?",
      *[either(has(message, message.removeprefix("Add ")), commit_hash_in_answer(message))
        for message in SINGLE_FILE_COMMITS],
      lacks(*[message for message in COMMIT_MESSAGES if message not in SINGLE_FILE_COMMITS])),
    T("git-46", "ko", "fresh20", "git",
      f"README에 {CONTACT_HEADING.removeprefix('## ')} 섹션은 어느 커밋에서 들어간 거야?",
      either(has(CONTACT_COMMIT), commit_hash_in_answer(CONTACT_COMMIT),
             *([has(*FIRST_COMMIT_SAID)] if CONTACT_COMMIT == FIRST_COMMIT else [])),
      lacks(*[message for message in COMMIT_MESSAGES if message != CONTACT_COMMIT])),
    T("write-45", "en", "fresh20", "write",
      f"The tax rate is going down to {TAX_PERCENT_NEW}%. Can you update price_with_tax in "
      "src/utils.py to match?",
      py_function_gives("src/utils.py", "price_with_tax", TAX_NEW_CASES),
      writes=["src/utils.py"]),
    T("write-46", "ko", "fresh20", "write",
      "todo.md에서 밀가루 주문하는 게 제일 급하니까, 제목은 그대로 두고 목록 맨 위로 올려 줘.",
      file_lines("todo.md", TODO_FLOUR_FIRST), writes=["todo.md"]),
    T("script-45", "en", "fresh20", "script",
      "How often does the payment gateway time out? Use Python to work out the average time "
      "between one timeout and the next in the log.",
      gap_in_answer(TIMEOUT_GAP_S)),
    T("script-46", "ko", "fresh20", "script",
      "올해가 벌써 몇 퍼센트나 지나갔는지 파이썬으로 계산해 줄래?",
      year_gone_in_answer()),
    T("calc-45", "en", "fresh20", "calc",
      f"Our round kitchen table is {TABLE_CM} cm across. What's its area in square meters?",
      either(number(TABLE_M2, 0.035), number(TABLE_M2 * 10_000, 40)), grounded=False),
    T("calc-46", "ko", "fresh20", "calc",
      f"{SPRINT_M}미터를 {SPRINT_S:g}초에 뛰면 시속으로 몇 킬로야?",
      number(SPRINT_KMH, 0.05), grounded=False),
    T("machine-45", "en", "fresh20", "machine", "What's the date of the last Friday of this month?",
      last_weekday_in_answer(FRIDAY)),
    T("machine-46", "ko", "fresh20", "machine", "올해 윤년이야? 올해는 모두 며칠이야?",
      days_in_year_in_answer()),
    T("chat-45", "en", "fresh20", "chat", "Which musical instrument usually has 88 keys?",
      has("piano", "피아노"), no_tool(), grounded=False),
    T("chat-46", "ko", "fresh20", "chat", "세종대왕 바로 다음 왕이 누구였더라?",
      has("문종", "Munjong"), no_tool(), grounded=False),
    # fresh21: the twenty-second held-out half, written blind to the model's behaviour on it
    # (never run before it was committed) -----------------------------------------------------
    T("files-47", "en", "fresh21", "files",
      f"Which of my Python files have an `if {MAIN_GUARD}:` block?",
      *[has(Path(name).name) for name in MAIN_GUARD_PY], not_a_listing()),
    T("files-48", "ko", "fresh21", "files",
      "하위 폴더까지 다 쳐서(.git 폴더는 빼고) 이 프로젝트에 제일 많은 파일 종류가 뭐야? 확장자로 "
      "치면 뭐가 몇 개야?",
      extension_in_answer(TOP_SUFFIX, *SUFFIX_NAMES.get(TOP_SUFFIX, ())),
      either(count_in_answer(TOP_SUFFIX_FILES),
             has(f"{KO_COUNTS[TOP_SUFFIX_FILES]} 개", f"{KO_COUNTS[TOP_SUFFIX_FILES]}개"))),
    T("read-47", "en", "fresh21", "read",
      "Does report.py take any command-line options? Which ones?",
      *[has(option) for option in REPORT_PY_OPTIONS]),
    T("read-48", "ko", "fresh21", "read", "scripts/check.sh는 어떤 셸로 실행되게 돼 있어?",
      interpreter_in_answer(CHECK_SH_SHELL)),
    T("count-47", "en", "fresh21", "count",
      "How many of the sales in sales.csv sold more units than the average sale did?",
      either(count_in_answer(ABOVE_AVERAGE_SALES),
             has(*[f"{EN_COUNTS[ABOVE_AVERAGE_SALES]} {word}" for word in ("sales", "of")]))),
    T("count-48", "ko", "fresh21", "count",
      "로그 보면 첫 번째 결제 타임아웃이 나기 전까지 GET 요청이 몇 건 처리됐어?",
      number(SERVED_BEFORE_TIMEOUT)),
    T("csv-47", "en", "fresh21", "csv", "On average, which region sells the fewest units per sale?",
      has(FEWEST_PER_SALE, KO_REGIONS[FEWEST_PER_SALE])),
    T("csv-48", "ko", "fresh21", "csv", "주말에 올린 매출은 다 합쳐서 얼마예요?",
      won_in_answer(WEEKEND_WON)),
    T("git-47", "en", "fresh21", "git", f"Which commit added {DRAFT_TXT}?",
      has(*UNTRACKED_SAID)),  # DRAFT_COMMITS is empty: it is in no commit
    T("git-48", "ko", "fresh21", "git", "main 브랜치에 있는 report.py는 몇 줄이야?",
      either(count_in_answer(MAIN_REPORT_PY_LINES), has("열세 줄", "열세줄"))),
    T("write-47", "en", "fresh21", "write",
      f"Can you make scripts/check.sh also print '{NETWORK_OK}', right after the backup line?",
      script_prints("scripts/check.sh", CHECK_SH_NETWORK), writes=["scripts/check.sh"]),
    T("write-48", "ko", "fresh21", "write",
      "src/utils.py의 price_with_tax 함수에 무슨 일을 하는 함수인지 설명하는 docstring 한 줄 "
      "달아 줘.",
      py_docstring("src/utils.py", "price_with_tax"),
      py_function_gives("src/utils.py", "price_with_tax", TAX_NOW_CASES),
      writes=["src/utils.py"]),
    T("script-47", "en", "fresh21", "script",
      "Use Python to work out how much time the app log covers, from its first entry to its "
      "last.",
      gap_in_answer(LOG_SPAN_S)),
    T("script-48", "ko", "fresh21", "script",
      "파이썬으로 sales.csv 보고, 부산에서 하루도 안 거르고 연달아 판매한 게 최대 며칠 연속인지 "
      "계산해 줘.",
      days_in_a_row_in_answer(BUSAN_STREAK)),
    T("calc-47", "en", "fresh21", "calc",
      f"I biked {RIDE_KM} km to my parents' place at {RIDE_THERE_KMH} km/h and rode back at "
      f"{RIDE_BACK_KMH} km/h. What was my average speed for the whole trip?",
      number(RIDE_AVG_KMH, 0.05), grounded=False),
    T("calc-48", "ko", "fresh21", "calc",
      f"주식이 어제 {STOCK_UP}% 올랐는데 오늘 다시 {STOCK_DOWN}% 떨어졌어. 처음이랑 비교하면 몇 "
      "퍼센트 변한 거야?",
      either(percent_in_answer(abs(STOCK_CHANGE), STOCK_NOW_PERCENT),
             number(STOCK_NOW_PERCENT / 100)), grounded=False),
    T("machine-47", "en", "fresh21", "machine",
      "What file system is this computer's disk formatted with?",
      fs_type_in_answer()),
    T("machine-48", "ko", "fresh21", "machine",
      "이번 달에 평일이 며칠 남았어? 오늘도 포함해서, 공휴일은 신경 쓰지 말고.",
      weekdays_left_in_answer()),
    T("chat-47", "en", "fresh21", "chat", "What's the largest organ of the human body?",
      has("skin", "피부"), no_tool(), grounded=False),
    T("chat-48", "ko", "fresh21", "chat", "우리나라 최초의 우주인이 누구였지?",
      has("이소연", "Yi So-yeon", "Yi Soyeon", "Lee So-yeon", "Lee Soyeon"), no_tool(),
      grounded=False),
    # fresh22: the twenty-fourth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-49", "en", "fresh22", "files",
      "Is anything in this project bigger than 1 KB? Check the subfolders too.",
      *[has(Path(name).name) for name in BIG_FILES], not_a_listing()),
    T("files-50", "ko", "fresh22", "files",
      f"{FIRST_SALE_DAY.isoformat()}처럼 날짜가 적혀 있는 파일이 뭐뭐 있어? 하위 폴더까지 다 "
      "봐 줘.",
      *[has(Path(name).name) for name in DATED_FILES], not_a_listing()),
    T("read-49", "en", "fresh22", "read",
      "I'm at the shop now. Did I write down anything I need to buy?",
      *[has(item) for item in SHOPPING_ITEMS]),
    T("read-50", "ko", "fresh22", "read",
      "설치 문서 보면 파이썬 깔고 나서 그다음엔 뭘 하라고 돼 있어?",
      has(SETUP_NEXT)),
    T("count-49", "en", "fresh22", "count",
      "How many slow-query warnings did the app log between its first two payment timeouts?",
      either(number(WARNS_BETWEEN_TIMEOUTS), has("nine warnings", "nine slow"))),
    T("count-50", "ko", "fresh22", "count",
      f"서울에서 한 번에 {SEOUL_BIG_UNITS}개 넘게 팔린 판매는 몇 건이야?",
      either(count_in_answer(SEOUL_BIG_SALES),
             has(f"{KO_COUNTS[SEOUL_BIG_SALES]} 건", f"{KO_COUNTS[SEOUL_BIG_SALES]}건"))),
    T("csv-49", "en", "fresh22", "csv", "How many croissants did we sell outside Seoul?",
      number(CROISSANTS_OUT_OF_SEOUL)),
    T("csv-50", "ko", "fresh22", "csv",
      f"단가가 {CHEAP_PRICE // 1000}천 원도 안 되는 싼 제품들만 놓고 보면, 매출이 다 합쳐서 "
      "얼마야?",
      won_in_answer(CHEAP_WON)),
    T("git-49", "en", "fresh22", "git", "How many lines did the newest commit on main add?",
      either(number(MAIN_NEWEST_LINES), has("eighteen"))),
    T("git-50", "ko", "fresh22", "git", "커밋 기록 보면 나 보통 몇 시간 간격으로 커밋했어?",
      either(gap_in_answer(COMMIT_GAP_S), has(*COMMIT_GAP_SAID))),
    T("write-49", "en", "fresh22", "write",
      f"Put a `{SHEBANG}` line at the very top of report.py so I can run it directly.",
      file_lines_any("report.py", REPORT_PY_SHEBANG), writes=["report.py"]),
    T("write-50", "ko", "fresh22", "write",
      f"scripts 폴더에 today.sh 하나 만들어 줘. 실행하면 오늘 날짜가 {LAST_SALE_DAY.isoformat()} "
      "같은 형식으로 한 줄 찍히게.",
      script_prints_today(TODAY_SH), writes=[TODAY_SH]),
    T("script-49", "en", "fresh22", "script",
      "Use Python to find the longest quiet spell in the app log, the biggest gap between one "
      "entry and the next. How long was it?",
      gap_in_answer(LOG_LONGEST_GAP_S)),
    T("script-50", "ko", "fresh22", "script",
      "파이썬으로 sales.csv 보고, 주말엔 하루 평균 매출이 평일보다 얼마나 더 많은지 계산해 줘. "
      "매출은 수량 곱하기 단가로 쳐서.",
      won_in_answer(WEEKEND_OVER_WEEKDAY_WON)),
    T("calc-49", "en", "fresh22", "calc",
      f"A {HEATER_W:,}-watt space heater runs {HEATER_HOURS} hours a day. At {HEATER_CENTS} "
      f"cents per kWh, what does it cost to run it for {HEATER_DAYS} days?",
      number(HEATER_USD, 0.01), grounded=False),
    T("calc-50", "ko", "fresh22", "calc",
      f"편의점에서 생수가 한 병에 {WATER_WON:,}원인데, {WATER_PACK}병 묶음은 "
      f"{WATER_PACK_WON:,}원이래. 묶음으로 사면 한 병에 얼마씩 싸지는 거야?",
      won_in_answer(round(WATER_SAVED_WON)), grounded=False),
    T("machine-49", "en", "fresh22", "machine",
      "Does this computer have any swap space set up? How much?",
      swap_in_answer()),
    T("machine-50", "ko", "fresh22", "machine",
      f"월급날이 매달 {PAYDAY}일인데, 다음 월급날까지 며칠 남았어?",
      monthday_days_in_answer(PAYDAY)),
    T("chat-49", "en", "fresh22", "chat", "Which country are the pyramids of Giza in?",
      has("Egypt", "이집트"), no_tool(), grounded=False),
    T("chat-50", "ko", "fresh22", "chat", "우리나라 헌법 제1조 1항에 뭐라고 나와 있지?",
      has("민주공화국", "democratic republic"), no_tool(), grounded=False),
    # fresh23: the twenty-fifth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-51", "en", "fresh23", "files",
      "Which of the files here start with a shebang, a #! line? Check the subfolders too.",
      *[has(Path(name).name) for name in SHEBANG_FILES], not_a_listing()),
    T("files-52", "ko", "fresh23", "files",
      "파일 이름을 전부 소문자로 맞추려고 하는데, 이름에 대문자 들어간 파일 있어? 하위 폴더까지 "
      "봐 줘.",
      *[has(Path(name).stem) for name in UPPER_NAMED], not_a_listing()),
    T("read-51", "en", "fresh23", "read",
      "In report.py's summary, how does it decide which product is the top one?",
      has(*REPORT_TOP_SAID), not_claimed(REPORT_TOP_NOT, "a top product by the money")),
    T("read-52", "ko", "fresh23", "read",
      "sales.csv에 맨 마지막으로 입력된 판매 기록이 뭐예요? 제대로 들어갔는지 확인하고 싶어서요.",
      has(str(LAST_SALE[1]), KO_REGIONS[str(LAST_SALE[1])]),
      has(str(LAST_SALE[2]), *KO_PRODUCTS[str(LAST_SALE[2])]),
      either(number(int(LAST_SALE[3])), has(f",{LAST_SALE[3]},")),
      lacks(*EARLIER_SALE_ROWS)),
    T("count-51", "en", "fresh23", "count", "On how many different days did we sell croissants?",
      days_counted_in_answer(CROISSANT_DAYS)),
    T("count-52", "ko", "fresh23", "count", "지역별로 판매가 몇 건씩 있었는지 세어 줄래요?",
      counts_beside_names([((region, KO_REGIONS[region]), n)
                           for region, n in REGION_SALES.items()])),
    T("csv-51", "en", "fresh23", "csv",
      f"Which products sold fewer than {FEW_UNITS} units in total? I'm thinking of dropping them.",
      *[has(name, *KO_PRODUCTS[name]) for name in FEW_SOLD],
      lacks(*[word for name in sorted(set(KO_PRODUCTS) - set(FEW_SOLD))
              for word in (name, *KO_PRODUCTS[name])])),
    T("csv-52", "ko", "fresh23", "csv",
      "제품별로 매출 순위 좀 매겨 줘. 매출은 수량 곱하기 단가로.",
      in_order(*[(name, *KO_PRODUCTS[name]) for name in PRODUCTS_BY_WON])),
    T("git-51", "en", "fresh23", "git",
      "Have I pushed this repo anywhere? Which remote does it push to?",
      no_remote_in_answer()),
    T("git-52", "ko", "fresh23", "git",
      "git clean 하면 뭐가 지워지는지 미리 좀 알려 주세요. 진짜로 지우지는 마시고요.",
      *[has(name) for name in CLEANED], not_a_listing()),
    T("write-51", "en", "fresh23", "write",
      f"Make a {CHANGELOG} that lists every commit, newest first, one line each with the "
      "commit's date and its message.",
      lines_in_order(CHANGELOG, CHANGELOG_ENTRIES), writes=[CHANGELOG]),
    T("write-52", "ko", "fresh23", "write",
      f"src/utils.py에 세금 빼는 함수도 하나 만들어 줘. 이름은 {UNTAX}로 하고, 세금 붙은 가격을 "
      "넣으면 세금 붙기 전 가격을 돌려주게.",
      py_function_gives("src/utils.py", UNTAX, UNTAX_CASES),
      py_function_gives("src/utils.py", "price_with_tax", TAX_NOW_CASES),
      writes=["src/utils.py"]),
    T("script-51", "en", "fresh23", "script",
      "Use Python to work out what share of our total revenue came from our "
      f"{EN_COUNTS[TOP_SALES]} biggest sales. Revenue is units times unit_price.",
      percent_in_answer(TOP_SALES_SHARE, tolerance=0.5)),
    T("script-52", "ko", "fresh23", "script",
      f"파이썬으로 sales.csv 보고, 날짜순으로 매출을 누적해서 처음으로 {MILESTONE_WON // 10_000}만 "
      "원을 넘긴 날이 언제인지 알려 줘. 매출은 수량 곱하기 단가야.",
      day_in_answer(MILESTONE_DAY)),
    T("calc-51", "en", "fresh23", "calc",
      f"Is one {PIZZA_BIG_IN}-inch pizza more pizza than {EN_COUNTS[PIZZA_SMALLS]} "
      f"{PIZZA_SMALL_IN}-inch pizzas? By how many square inches?",
      number(PIZZA_MORE_SQIN, 0.45), grounded=False),
    T("calc-52", "ko", "fresh23", "calc",
      f"매달 {SAVING_WON // 10_000}만 원씩 {SAVING_MONTHS // 12}년 동안 적금을 부으면, 연 "
      f"{SAVING_PERCENT}% 단리 기준으로 이자가 세전 얼마나 붙어?",
      won_in_answer(SAVING_INTEREST_WON), grounded=False),
    T("machine-51", "en", "fresh23", "machine",
      "What's the date of Thanksgiving this year? The US one.",
      nth_weekday_this_year_in_answer(*THANKSGIVING)),
    T("machine-52", "ko", "fresh23", "machine",
      f"저 {BORN_ON.year}년 {BORN_ON.month}월 {BORN_ON.day}일생인데, 오늘이 태어난 지 며칠째 되는 "
      "날이에요?",
      days_lived_in_answer(BORN_ON)),
    T("chat-51", "en", "fresh23", "chat", "How many hearts does an octopus have?",
      either(number(3), has("three", "branchial")), no_tool(), grounded=False),
    T("chat-52", "ko", "fresh23", "chat", "무지개 일곱 색깔을 순서대로 말해 줄래?",
      either(has("빨주노초파남보"), in_order(*RAINBOW)), no_tool(), grounded=False),
    # fresh24: the twenty-sixth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-53", "en", "fresh24", "files",
      "I want to back up just the code. Which files in this project are actual programs or "
      "scripts, not notes, docs or data? Look in the subfolders too.",
      *[has(Path(name).name) for name in CODE_FILES], not_a_listing()),
    T("files-54", "ko", "fresh24", "files",
      f"이 프로젝트에서 {SMALL_BYTES}바이트도 안 되는 자잘한 파일들 좀 찾아 줘. 하위 폴더까지 "
      "보고, 숨김 파일은 빼고.",
      *[has(Path(name).name) for name in SMALL_FILES], lacks(*NOT_SMALL_FILES)),
    T("read-53", "en", "fresh24", "read",
      "Which text encoding does report.py use when it opens sales.csv?",
      has(*ENCODING_SAID), lacks(*REPORT_PY_ELSEWHERE)),
    T("read-54", "ko", "fresh24", "read",
      "sales.csv에서 위에서 세 번째 판매 기록이 뭐였지? 헤더 줄은 빼고 세어 줘.",
      has(str(THIRD_SALE[1]), KO_REGIONS[str(THIRD_SALE[1])]),
      has(str(THIRD_SALE[2]), *KO_PRODUCTS[str(THIRD_SALE[2])]),
      either(number(int(THIRD_SALE[3])), has(f",{THIRD_SALE[3]},")),
      lacks(*OTHER_SALE_ROWS)),
    T("count-53", "en", "fresh24", "count",
      "If every word is counted only once, how many different words does notes.txt use?",
      number(NOTES_DISTINCT_WORDS)),
    T("count-54", "ko", "fresh24", "count",
      "sales.csv 보면 주말 말고 평일에 판매가 있었던 날이 총 며칠이나 돼?",
      days_counted_in_answer(WEEKDAY_SALE_DAYS)),
    T("csv-53", "en", "fresh24", "csv",
      "Did any product sell on two days in a row? Which one?",
      *[has(name, *KO_PRODUCTS[name]) for name in RUN_PRODUCTS],
      lacks(*[word for name in sorted(set(KO_PRODUCTS) - set(RUN_PRODUCTS))
              for word in (name, *KO_PRODUCTS[name])])),
    T("csv-54", "ko", "fresh24", "csv",
      "서울 매출만 놓고 보면 제일 돈이 안 된 제품이 뭐야? 얼마 벌었는지도 알려 줘. 매출은 수량 "
      "곱하기 단가로.",
      has(SEOUL_LEAST, *KO_PRODUCTS[SEOUL_LEAST]), won_in_answer(SEOUL_LEAST_WON)),
    T("git-53", "en", "fresh24", "git",
      "Compared with the main branch, which files in my working copy are different right now?",
      *[has(name) for name in DIFF_FROM_MAIN], not_a_listing()),
    T("git-54", "ko", "fresh24", "git",
      "지금 git stash 하면 어떤 파일 변경이 stash에 들어가? 실제로 stash 하지는 말고 알려만 줘.",
      *[has(name) for name in STASHED],
      named_only_with([Path(name).stem for name in CLEANED], STASH_LEFT_SAID)),
    T("write-53", "en", "fresh24", "write",
      "In the README, move the Contact section up so it comes before the Layout section.",
      file_nonblank_lines("README.md", README_CONTACT_FIRST), writes=["README.md"]),
    T("write-54", "ko", "fresh24", "write",
      f"sales.csv를 탭으로 구분된 파일로도 하나 만들어 줘. 이름은 {SALES_TSV}로 하고 원본은 그대로 "
      "둬.",
      file_lines(SALES_TSV, SALES_TSV_LINES), writes=[SALES_TSV]),
    T("script-53", "en", "fresh24", "script",
      "Use Python to work out the median of our daily takings: add up units times unit_price "
      "for each day in sales.csv, then take the median across the days.",
      won_in_answer(DAILY_MEDIAN_WON)),
    T("script-54", "ko", "fresh24", "script",
      "sales.csv에서 마지막 날 매출이 첫날보다 몇 퍼센트 줄었는지 파이썬으로 계산해 줄래? "
      "매출은 수량×단가로 치고.",
      percent_in_answer(LAST_DAY_DROP, tolerance=0.5)),
    T("calc-53", "en", "fresh24", "calc",
      f"My car gets {MPG} miles per US gallon. What's that in liters per 100 km?",
      number(LITRES_PER_100KM, 0.05), grounded=False),
    T("calc-54", "ko", "fresh24", "calc",
      f"정가 {LIST_WON // 10_000}만 원짜리 패딩을 {PAID_WON // 10_000}만 "
      f"{PAID_WON % 10_000 // 1000}천 원에 샀는데, 몇 퍼센트 할인받은 거야?",
      percent_in_answer(DISCOUNT_PERCENT), grounded=False),
    T("machine-53", "en", "fresh24", "machine", "When is Easter Sunday this year?",
      easter_this_year_in_answer()),
    T("machine-54", "ko", "fresh24", "machine",
      f"오늘이 여자친구랑 사귄 지 딱 {COUPLE_DAY}일째 되는 날이래. 그럼 우리 처음 사귄 날이 "
      "언제였던 거야?",
      days_from_today_in_answer(-(COUPLE_DAY - 1))),
    T("chat-53", "en", "fresh24", "chat", "Who created the Python programming language?",
      has(*PYTHON_MAKER), no_tool(), grounded=False),
    T("chat-54", "ko", "fresh24", "chat", "지구에서 달까지 거리가 대충 얼마나 돼?",
      number_or_man(MOON_KM, MOON_SLACK_KM), no_tool(), grounded=False),
    # fresh25: the twenty-seventh half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-55", "en", "fresh25", "files",
      "Which of my files take up more space than notes.txt does? Anywhere in the project, "
      "subfolders included.",
      *[has(Path(name).name) for name in BIGGER_THAN_NOTES], lacks(*NOT_BIGGER_THAN_NOTES)),
    T("files-56", "ko", "fresh25", "files",
      "파이썬 파일 중에 주석(#으로 시작하는 줄)이 달려 있는 게 어떤 거야? 하위 폴더까지 봐 줘.",
      *[has(Path(name).name) for name in COMMENTED_PY], lacks(*UNCOMMENTED_PY)),
    T("read-55", "en", "fresh25", "read",
      "What do we charge for one baguette? It should be in sales.csv.",
      number(BAGUETTE_PRICE), lacks(*OTHER_PRICES_SAID)),
    T("read-56", "ko", "fresh25", "read", "todo.md에 테스트 관련해서 적어 둔 할 일이 뭐였지?",
      has(TODO_TESTS.split()[-1]), has(*TESTS_SAID)),
    T("count-55", "en", "fresh25", "count",
      f"How many lines in notes.txt have more than {EN_COUNTS[LONG_WORDS]} words?",
      either(count_in_answer(NOTES_LONG_LINES),
             has(f"{EN_COUNTS[NOTES_LONG_LINES]} lines", f"{EN_COUNTS[NOTES_LONG_LINES]} of",
                 f"only {EN_COUNTS[NOTES_LONG_LINES]}", f"just {EN_COUNTS[NOTES_LONG_LINES]}"))),
    T("count-56", "ko", "fresh25", "count",
      "우리 파이썬 파일들에 빈 줄이 다 합쳐서 몇 줄이나 있어? 하위 폴더까지 다 쳐서.",
      either(count_in_answer(PY_BLANK_LINES), has(f"{KO_COUNTS[PY_BLANK_LINES]} 줄"))),
    T("csv-55", "en", "fresh25", "csv",
      "Which region sells the most different kinds of products, and how many kinds?",
      has(WIDEST_REGION, KO_REGIONS[WIDEST_REGION]),
      either(number(WIDEST_KINDS), has(EN_COUNTS[WIDEST_KINDS]))),
    T("csv-56", "ko", "fresh25", "csv", "베이글은 지역별로 각각 몇 개씩 팔렸어?",
      counts_beside_names([((region, KO_REGIONS[region]), units)
                           for region, units in BAGELS_BY_REGION.items()])),
    T("git-55", "en", "fresh25", "git",
      "Which of the files from my very first commit are still exactly as they were back then?",
      *[has(name.lstrip(".")) for name in FIRST_COMMIT_KEPT], not_a_listing()),
    T("git-56", "ko", "fresh25", "git",
      "지금 이 브랜치를 main에 머지하면 main에서 어떤 파일이 바뀌어? 머지는 하지 말고 알려만 줘.",
      *[has(name) for name in MERGED], named_only_with(MERGE_LEFT_OUT, MERGE_LEFT_SAID)),
    T("write-55", "en", "fresh25", "write",
      f"Make a price list called {PRICES_CSV}: one row per product with its unit price, cheapest "
      "first, under a header row product,unit_price.",
      csv_rows(PRICES_CSV, PRICE_LIST), writes=[PRICES_CSV]),
    T("write-56", "ko", "fresh25", "write",
      f"src/app.py 실행하면 'bakery app'이라고 나오는데, '{APP_NAME}'라고 나오게 바꿔 줘.",
      file_lines_any("src/app.py", APP_RENAMED), writes=["src/app.py"]),
    T("script-55", "en", "fresh25", "script",
      "Use Python to work out what percentage of our total revenue came from muffins. Revenue "
      "is units times unit_price.",
      percent_in_answer(MUFFIN_SHARE)),
    T("script-56", "ko", "fresh25", "script",
      "파이썬으로 sales.csv에서 하루 평균 매출을 구해서, 한 달 30일 내내 그만큼 판다고 치면 한 달 "
      "매출이 얼마쯤 될지 계산해 줘. 매출은 수량×단가로.",
      won_in_answer(MONTH_AT_DAILY_AVERAGE)),
    T("calc-55", "en", "fresh25", "calc",
      f"My streaming plan is ${PLAN_MONTHLY} a month, or ${PLAN_YEARLY} if I pay for the whole "
      "year up front. How much would I save in a year by paying yearly?",
      number(PLAN_SAVED, 0.005), grounded=False),
    T("calc-56", "ko", "fresh25", "calc",
      f"{COFFEE_WON:,}원짜리 커피를 하루에 두 잔씩 마시면 한 달({MONTH_DAYS}일)에 커피값이 얼마나 "
      "나와?",
      won_in_answer(COFFEE_MONTH), grounded=False),
    T("machine-55", "en", "fresh25", "machine",
      "My next dentist appointment is exactly six weeks from today. What date will that be?",
      days_from_today_in_answer(7 * WEEKS_ON)),
    T("machine-56", "ko", "fresh25", "machine",
      f"오늘부터 딱 {WEEKDAY_DAYS_ON}일 뒤는 무슨 요일이야?",
      weekday_days_on_in_answer(WEEKDAY_DAYS_ON)),
    T("chat-55", "en", "fresh25", "chat", "What year did the Titanic sink?",
      number(TITANIC_YEAR), no_tool(), grounded=False),
    T("chat-56", "ko", "fresh25", "chat", "한라산 높이가 몇 미터쯤 돼?",
      number(HALLASAN_M, HALLASAN_SLACK_M), no_tool(), grounded=False),
    # fresh26: the twenty-eighth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-57", "en", "fresh26", "files",
      "I want to tidy up our documentation. Where are all the Markdown files in this project? "
      "Look in the subfolders too.",
      *[has(Path(name).name) for name in MD_FILES], lacks(*NOT_MD_FILES)),
    T("files-58", "ko", "fresh26", "files",
      "하위 폴더 안에 들어 있는 파일 중에서 용량이 제일 작은 게 뭐야? 맨 위 폴더에 있는 파일은 "
      "빼고.",
      has(Path(SMALLEST_NESTED).name), lacks(*NESTED_NOT_SMALLEST)),
    T("read-57", "en", "fresh26", "read",
      "How long did the very first slow query in the app log take?",
      number(FIRST_SLOW_MS), lacks(f"{SECOND_SLOW_MS} ms")),
    T("read-58", "ko", "fresh26", "read", "설치 문서 보면 파이썬은 몇 버전 깔라고 돼 있어?",
      has(SETUP_PY_VERSION)),
    T("count-57", "en", "fresh26", "count",
      "How many headings are there across all our Markdown files, the docs folder included?",
      either(count_in_answer(MD_HEADINGS),
             has(f"{EN_COUNTS[MD_HEADINGS]} headings", f"{EN_COUNTS[MD_HEADINGS]} of them"))),
    T("count-58", "ko", "fresh26", "count",
      f"sales.csv에서 한 번에 {SMALL_SALE_UNITS}개 이하로 팔린 판매가 몇 건이야?",
      either(count_in_answer(FEW_UNIT_SALES), has(f"{KO_COUNTS[FEW_UNIT_SALES]} 건"))),
    T("csv-57", "en", "fresh26", "csv",
      "How many more units did our best-selling product sell than our worst-selling one?",
      number(UNIT_SPREAD)),
    T("csv-58", "ko", "fresh26", "csv",
      "서울만 놓고 보면 매출이 제일 많이 나온 날이 언제야? 그날 얼마 팔았는지도 알려 줘. 매출은 "
      "수량×단가로.",
      date_in_answer(dt.date.fromisoformat(SEOUL_BEST_DAY)), won_in_answer(SEOUL_BEST_WON)),
    T("git-57", "en", "fresh26", "git",
      f"Who added the '{REPORT_PY_ADDED}' line to report.py, and on what day?",
      has(*STOCK_LINE_AUTHOR), date_in_answer(STOCK_LINE_DAY)),
    T("git-58", "ko", "fresh26", "git",
      "main 브랜치 제일 최근 커밋 해시가 뭐야? 앞에 몇 자리만 알려 줘도 돼. 브랜치는 바꾸지 말고.",
      commit_hash_in_answer(APP_COMMIT)),
    T("write-57", "en", "fresh26", "write",
      "Can you put the column names in the header of sales.csv in capital letters? Leave the "
      "data itself as it is.",
      csv_rows("sales.csv", SALES_CAPS), writes=["sales.csv"]),
    T("write-58", "ko", "fresh26", "write",
      f"지역별 매출 합계를 {REGION_TOTALS_CSV} 파일로 만들어 줘. 헤더는 "
      f"{','.join(str(cell) for cell in REGION_TOTALS[0])}로 하고 매출 많은 지역부터. 매출은 "
      "수량×단가야.",
      either(csv_rows(REGION_TOTALS_CSV, REGION_TOTALS),
             csv_rows(REGION_TOTALS_CSV, REGION_TOTALS_KO)),
      writes=[REGION_TOTALS_CSV]),
    T("script-57", "en", "fresh26", "script",
      "The app keeps logging slow queries. Use Python to work out how long a slow query takes "
      "on average.",
      number(SLOW_MEAN_MS, 0.5)),
    T("script-58", "ko", "fresh26", "script",
      "파이썬으로 sales.csv 보고, 지역별로 판매 한 건당 평균 매출을 구해서 제일 높은 지역이랑 그 "
      "금액 알려 줘. 매출은 수량×단가야.",
      has(TOP_PER_SALE, KO_REGIONS[TOP_PER_SALE]), won_in_answer(TOP_PER_SALE_WON)),
    T("calc-57", "en", "fresh26", "calc",
      f"I get paid every two weeks, ${PAYCHECK:,} a paycheck. How much is that over a year?",
      number(YEAR_PAY), grounded=False),
    T("calc-58", "ko", "fresh26", "calc",
      f"{LOAN_WON // 100_000_000}억을 연 {LOAN_RATE:.0%} 이자로 빌리면 한 달 이자가 얼마쯤 나와?",
      number_or_man(LOAN_MONTH, LOAN_SLACK), grounded=False),
    T("machine-57", "en", "fresh26", "machine",
      f"The shop only takes returns within {DAYS_AGO} days. What was the date {DAYS_AGO} days "
      "ago?",
      days_from_today_in_answer(-DAYS_AGO)),
    T("machine-58", "ko", "fresh26", "machine", "이번 달 1일은 무슨 요일이었어?",
      month_start_weekday_in_answer()),
    T("chat-57", "en", "fresh26", "chat", "Who wrote The Old Man and the Sea?",
      has(*OLD_MAN_AUTHOR), no_tool(), grounded=False),
    T("chat-58", "ko", "fresh26", "chat", "훈민정음은 몇 년에 반포됐어?",
      number(HUNMIN_YEAR), no_tool(), grounded=False),
    # fresh27: the twenty-ninth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-59", "en", "fresh27", "files",
      "Leaving out .git and the logs folder, which folder holds the most data? Add up the sizes "
      "of the files in each one and tell me the total in bytes.",
      has(BIGGEST_FOLDER), number(BIGGEST_FOLDER_BYTES)),
    T("files-60", "ko", "fresh27", "files",
      "파이썬 파일들 용량 큰 것부터 순서대로 쭉 나열해 줄래? 하위 폴더에 있는 것도 빼먹지 말고.",
      in_order(*[(Path(name).name,) for name in PY_BY_SIZE])),
    T("read-59", "en", "fresh27", "read",
      "Which order was the first one whose payment timed out? Check the app log.",
      number(FIRST_TIMEOUT_ORDER), lacks(str(SECOND_TIMEOUT_ORDER))),
    T("read-60", "ko", "fresh27", "read",
      "sales.csv 보면 인천에서 크루아상 판 기록이 있을 텐데, 그거 며칠에 몇 개 팔았던 거예요?",
      date_in_answer(INCHEON_CROISSANT_DAY), number(INCHEON_CROISSANT_UNITS)),
    T("count-59", "en", "fresh27", "count",
      "How many of the products we sell are cheaper than a baguette?",
      either(count_in_answer(CHEAPER_THAN_BAGUETTE),
             has(*[f"{EN_COUNTS[CHEAPER_THAN_BAGUETTE]}{tail}"
                   for tail in (" products", " of them", " kinds", " items", ":")]))),
    T("count-60", "ko", "fresh27", "count",
      f"새벽 시간대, 그러니까 0시부터 아침 {DAWN_HOUR}시 전까지 로그에 느린 쿼리 경고가 몇 번이나 "
      "찍혔어?",
      count_in_answer(DAWN_WARNS)),
    T("csv-59", "en", "fresh27", "csv",
      "What's the gap between the unit price of our most expensive product and our cheapest one?",
      number(PRICE_GAP)),
    T("csv-60", "ko", "fresh27", "csv",
      "6월 1일부터 3일까지랑 4일부터 6일까지, 각각 매출이 얼마였고 어느 쪽이 얼마나 더 많았어? "
      "매출은 수량×단가로 쳐 줘.",
      won_in_answer(FIRST_HALF_WON), won_in_answer(HALF_GAP)),
    T("git-59", "en", "fresh27", "git",
      "According to git, when was README.md last changed, and in which commit?",
      has(*README_LAST_SAID), date_in_answer(README_LAST_DAY)),
    T("git-60", "ko", "fresh27", "git",
      "scripts/check.sh를 누가 clone 받아도 바로 실행할 수 있게 git에 실행 권한까지 저장돼 있어? "
      "git에 기록된 파일 모드로 확인해 줘.",
      has(CHECK_SH_MODE, CHECK_SH_MODE[-3:])),
    T("write-59", "en", "fresh27", "write",
      f"Please rename the price_with_tax function in src/utils.py to {TAX_FN_RENAMED}. Nothing "
      "else needs to change.",
      file_lines("src/utils.py", UTILS_PY_RENAMED), writes=["src/utils.py"]),
    T("write-60", "ko", "fresh27", "write",
      "sales.csv 날짜가 2024-06-01처럼 돼 있는데, 2024/06/01처럼 슬래시로 바꿔 줘. 다른 건 "
      "그대로 두고.",
      csv_rows("sales.csv", SALES_SLASHED), writes=["sales.csv"]),
    T("script-59", "en", "fresh27", "script",
      "Use Python to work out what percentage of the lines in the app log are errors.",
      percent_in_answer(ERROR_SHARE)),
    T("script-60", "ko", "fresh27", "script",
      "파이썬으로 sales.csv에서 제품별 총 판매 수량을 구해서, 제품 평균보다 많이 팔린 제품만 "
      "알려 줘.",
      *[has(name, *KO_PRODUCTS[name]) for name in ABOVE_AVG_PRODUCTS], lacks(*BELOW_AVG_SAID)),
    T("calc-59", "en", "fresh27", "calc",
      f"If I put aside ${SAVE_A_DAY} every day, how many days will it take to save "
      f"${SAVE_GOAL:,}?",
      number(SAVE_DAYS), grounded=False),
    T("calc-60", "ko", "fresh27", "calc",
      f"연비가 리터당 {KM_PER_LITRE}킬로인 차로 {FUEL_TRIP_KM}킬로를 가면 기름값이 얼마 나와? "
      f"휘발유는 리터에 {WON_PER_LITRE:,}원이야.",
      won_in_answer(DRIVE_FUEL_WON), grounded=False),
    T("machine-59", "en", "fresh27", "machine",
      "How many days are left in this month, not counting today?",
      month_days_left_in_answer()),
    T("machine-60", "ko", "fresh27", "machine", f"지금부터 {HOURS_ON}시간 뒤면 몇 월 며칠이야?",
      hours_on_in_answer(HOURS_ON)),
    T("chat-59", "en", "fresh27", "chat", "Who painted The Starry Night?",
      has(*STARRY_NIGHT_PAINTER), no_tool(), grounded=False),
    T("chat-60", "ko", "fresh27", "chat", "서울 올림픽이 몇 년에 열렸었지?",
      number(SEOUL_OLYMPICS_YEAR), no_tool(), grounded=False),
    # fresh28: the thirtieth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-61", "en", "fresh28", "files",
      "What's in the docs folder, and how big is each file in bytes?",
      counts_beside_names([((Path(name).name,), size) for name, size in DOCS_SIZES.items()])),
    T("files-62", "ko", "fresh28", "files",
      "파이썬 파일이 들어 있는 폴더가 어디어디야? 하위 폴더까지 다 봐 줘.",
      has(*[folder for folder in PY_FOLDERS if folder != "."]), has(*TOP_FOLDER_SAID)),
    T("read-61", "en", "fresh28", "read",
      "I'm looking at the first payment timeout in the app log. What's the very next entry "
      "after it?",
      has(NEXT_AFTER_TIMEOUT_PAGE)),
    T("read-62", "ko", "fresh28", "read",
      "src/utils.py에 있는 price_with_tax 함수요, 코드에 적힌 타입 힌트로 보면 가격을 어떤 "
      "타입으로 받아서 어떤 타입으로 돌려줘요?",
      in_order(UTILS_TYPE_SAID)),
    T("count-61", "en", "fresh28", "count",
      "How many lines did the app log write after its last payment timeout?",
      either(count_in_answer(AFTER_LAST_TIMEOUT),
             has(*[f"{EN_COUNTS[AFTER_LAST_TIMEOUT]} {tail}"
                   for tail in ("lines", "more lines", "entries", "more entries")]))),
    T("count-62", "ko", "fresh28", "count",
      "sales.csv 보면 두 군데 이상 지역에서 팔린 제품은 몇 가지야?",
      either(count_in_answer(MULTI_REGION_PRODUCTS),
             has(*[f"{KO_COUNTS[MULTI_REGION_PRODUCTS]} {unit}"
                   for unit in ("가지", "개", "종류", "제품")]))),
    T("csv-61", "en", "fresh28", "csv",
      "Leaving the muffins out, how much money did the rest of our products bring in "
      "altogether? Revenue is units times unit_price.",
      won_in_answer(NOT_MUFFIN_WON)),
    T("csv-62", "ko", "fresh28", "csv",
      "크루아상 매출 중에서 서울에서 나온 게 몇 퍼센트나 돼? 매출은 수량×단가로 쳐 줘.",
      percent_in_answer(SEOUL_CROISSANT_SHARE, tolerance=0.5)),
    T("git-61", "en", "fresh28", "git",
      f"What did I commit on {APP_COMMIT_DAY:%B} {APP_COMMIT_DAY.day}, {APP_COMMIT_DAY.year}? "
      "Which files went in?",
      *[has(Path(name).name) for name in APP_COMMIT_FILES]),
    T("git-62", "ko", "fresh28", "git",
      "마지막으로 커밋된 todo.md에는 할 일이 몇 개 들어 있어? 지금 파일 말고 커밋된 거 "
      "기준으로, 끝낸 것도 쳐서.",
      either(count_in_answer(COMMITTED_TODO_ITEMS),
             has(*[f"{KO_COUNTS[COMMITTED_TODO_ITEMS]}{gap}{unit}"
                   for gap in ("", " ") for unit in ("개", "가지", "항목")]))),
    T("write-61", "en", "fresh28", "write",
      f"That '{REPORT_PY_ADDED}' comment at the bottom of report.py doesn't need to be there. "
      "Please delete it.",
      file_lines("report.py", REPORT_PY_UNCOMMENTED), writes=["report.py"]),
    T("write-62", "ko", "fresh28", "write",
      "todo.md에 있는 할 일 이제 다 끝냈어. 전부 완료로 체크해 줘.",
      file_lines_any("todo.md", [TODO_ALL_DONE, TODO_ALL_DONE_UPPER]), writes=["todo.md"]),
    T("script-61", "en", "fresh28", "script",
      "Use Python to find out which day of the week brought in the most money in sales.csv, "
      "and how much it was. Revenue is units times unit_price.",
      weekday_named(TOP_TAKINGS_DAY), won_in_answer(TOP_TAKINGS_WON)),
    T("script-62", "ko", "fresh28", "script",
      "파이썬으로 로그에 찍힌 느린 쿼리 중에 제일 빨리 끝난 거랑 제일 오래 걸린 게 몇 ms 차이 "
      "나는지 계산해 줘.",
      number(SLOW_RANGE_MS)),
    T("calc-61", "en", "fresh28", "calc",
      f"I earn ${OT_WAGE_USD} an hour, and anything over {OT_AFTER_HOURS} hours in a week is "
      f"paid at time and a half. What do I make for a {OT_WEEK_HOURS}-hour week?",
      number(OT_WEEK_PAY_USD), grounded=False),
    T("calc-62", "ko", "fresh28", "calc",
      f"타율이 3할 2푼인 타자가 {AT_BATS}타수를 쳤으면 안타는 몇 개 친 거야?",
      number(BAT_HITS), grounded=False),
    T("machine-61", "en", "fresh28", "machine", "How many Sundays are there this month?",
      weekday_count_in_answer(SUNDAY)),
    T("machine-62", "ko", "fresh28", "machine", "다음 달 1일은 무슨 요일이에요?",
      next_month_start_weekday_in_answer()),
    T("chat-61", "en", "fresh28", "chat", "Which planet do people call the Red Planet?",
      has(*RED_PLANET), no_tool(), grounded=False),
    T("chat-62", "ko", "fresh28", "chat", "조선 시대 수도가 어디였지?",
      has(*JOSEON_CAPITAL), no_tool(), grounded=False),
    # fresh29: the thirty-first half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-63", "en", "fresh29", "files",
      "Leaving the log out, which type of file takes up the most space here if you add up the "
      "sizes by file extension? How many bytes do they come to?",
      has(*BIGGEST_EXT_SAID), number(EXT_BYTES[BIGGEST_EXT])),
    T("files-64", "ko", "fresh29", "files",
      "하위 폴더별로 안에 든 파일 용량을 다 더하면 어느 폴더가 제일 작아? 몇 바이트인지도 "
      "알려 줘. .git 폴더는 빼고.",
      has(SMALLEST_SUBFOLDER), number(SUBFOLDER_BYTES[SMALLEST_SUBFOLDER])),
    T("read-63", "en", "fresh29", "read",
      "What was the last slow query the app logged before its first payment timeout, and how "
      "long did it take?",
      number(LAST_SLOW_BEFORE_MS)),
    T("read-64", "ko", "fresh29", "read",
      "notes.txt에 기차표 예매하라는 메모가 몇 번째 줄에 적혀 있어?",
      either(count_in_answer(TRAIN_LINE),
             has(*[f"{KO_COUNTS[TRAIN_LINE]}{gap}번째" for gap in ("", " ")]))),
    T("count-63", "en", "fresh29", "count",
      "How many of our Python files use type hints anywhere in them?",
      either(count_in_answer(len(PY_HINTED)),
             has(*[f"{EN_COUNTS[len(PY_HINTED)]} {tail}"
                   for tail in ("files", "python files", "of them", "of the")]))),
    T("count-64", "ko", "fresh29", "count",
      "앱 로그에 경고가 에러보다 몇 줄이나 더 많이 찍혔어?",
      number(WARNS_OVER_ERRORS)),
    T("csv-63", "en", "fresh29", "csv",
      "How much more money did our best-earning product bring in than the second-best one? "
      "Revenue is units times unit_price.",
      won_in_answer(TOP_OVER_NEXT_WON)),
    T("csv-64", "ko", "fresh29", "csv",
      "sales.csv 기준으로 판매 한 건이 평균 얼마짜리였어? 금액은 수량×단가로 쳐 줘.",
      either(number_or_man(AVERAGE_SALE_WON, tolerance=1),
             won_in_answer(int(AVERAGE_SALE_ROUND_WON)))),
    T("git-63", "en", "fresh29", "git",
      "Go through my commits and tell me how many files each one changed.",
      counts_beside_names([((message,), count) for message, count in COMMIT_FILE_COUNTS])),
    T("git-64", "ko", "fresh29", "git",
      "지금까지 쓴 커밋 메시지 중에 제일 긴 게 뭐야?",
      has(LONGEST_COMMIT_MESSAGE)),
    T("write-63", "en", "fresh29", "write",
      f"Add the line '{USAGE_LINE}' to the end of docs/usage.md.",
      either(file_nonblank_lines("docs/usage.md", USAGE_ADDED),
             file_nonblank_lines("docs/usage.md", USAGE_ADDED_NO_DOT)),
      writes=["docs/usage.md"]),
    T("write-64", "ko", "fresh29", "write",
      f"재고가 {IN_STOCK_NOW}개로 줄었어. report.py 돌리면 아직 재고가 {IN_STOCK}개라고 "
      f"나오는데, {IN_STOCK_NOW}개로 나오게 고쳐 줘.",
      file_lines("report.py", REPORT_PY_RESTOCKED), writes=["report.py"]),
    T("script-63", "en", "fresh29", "script",
      "Use Python to work out, for each day in sales.csv, the average price per unit sold "
      "(the day's revenue divided by its units), and tell me which day it was highest.",
      day_in_answer(PRICIEST_UNIT_DAY)),
    T("script-64", "ko", "fresh29", "script",
      "파이썬으로 sales.csv에서 날짜별 판매 수량을 구해서, 전날보다 수량이 늘어난 날이 며칠이나 "
      "되는지 세어 줘.",
      days_counted_in_answer(UNITS_ROSE_DAYS)),
    T("calc-63", "en", "fresh29", "calc",
      f"My rent is ${RENT_USD:,} a month and it's going up {RENT_RISE_PCT}%. What will I be "
      "paying?",
      number(NEW_RENT_USD), grounded=False),
    T("calc-64", "ko", "fresh29", "calc",
      f"피자 한 판이 {PIZZA_SLICES}조각인데, {PIZZA_PEOPLE}명이 {KO_COUNTS[PIZZA_EACH]} 조각씩 "
      "먹으려면 몇 판 시켜야 돼?",
      either(number(PIZZAS), has(f"{KO_COUNTS[PIZZAS]} 판", f"{KO_COUNTS[PIZZAS]}판")),
      grounded=False),
    T("machine-63", "en", "fresh29", "machine", "What's the date of the first Monday next month?",
      next_months_first_weekday_in_answer(MONDAY)),
    T("machine-64", "ko", "fresh29", "machine", "내년 어린이날은 무슨 요일이야?",
      weekday_next_year_in_answer(*CHILDRENS_DAY)),
    T("chat-63", "en", "fresh29", "chat", "At what temperature does water boil in Fahrenheit?",
      number(WATER_BOILS_F), no_tool(), grounded=False),
    T("chat-64", "ko", "fresh29", "chat", "임진왜란이 몇 년에 일어났더라?",
      number(IMJIN_WAR_YEAR), no_tool(), grounded=False),
    # fresh30: the thirty-second half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-65", "en", "fresh30", "files",
      "Leaving out the log and the .git folder, how many bytes do all the other files here add "
      "up to?",
      either(size_in_answer(NOT_LOG_BYTES), number(NOT_LOG_BYTES_VISIBLE))),
    T("files-66", "ko", "fresh30", "files",
      "로그 파일은 빼고, 하위 폴더까지 다 봐서 단어가 제일 많이 들어 있는 파일이 뭐야? 몇 "
      "단어인지도 알려 줘.",
      has(MOST_WORDS), number(_WORDS[MOST_WORDS])),
    T("read-65", "en", "fresh30", "read",
      "At what time did the app log its 100th slow-query warning?",
      time_of_day_in_answer(HUNDREDTH_WARN_AT.hour, HUNDREDTH_WARN_AT.minute)),
    T("read-66", "ko", "fresh30", "read",
      "README의 Layout 부분에서 제일 아래에 적힌 항목 좀 알려 줘.",
      has(*LAYOUT_LAST_SAID), lacks(*LAYOUT_OTHERS)),
    T("count-65", "en", "fresh30", "count",
      f"How many times does the word '{STOCK_WORD}' appear in report.py?",
      either(count_in_answer(STOCK_IN_REPORT),
             has(f"{EN_COUNTS[STOCK_IN_REPORT]} times"))),
    T("count-66", "ko", "fresh30", "count",
      "로그의 느린 쿼리 경고 중에서 제일 오래 걸린 ms 값이 찍힌 줄은 몇 줄이야?",
      either(count_in_answer(SLOWEST_TIMES),
             has(*[f"{KO_COUNTS[SLOWEST_TIMES]} {unit}" for unit in ("줄", "번", "건")]))),
    T("csv-65", "en", "fresh30", "csv",
      f"If every product had cost {PRICE_UP_PCT}% more, how much more money would the sales in "
      "sales.csv have brought in? Revenue is units times unit_price.",
      won_in_answer(PRICE_UP_WON)),
    T("csv-66", "ko", "fresh30", "csv",
      "금액(수량×단가)으로 따져서 제일 큰 판매 한 건이랑 제일 작은 판매 한 건은 얼마나 차이 나?",
      won_in_answer(SALE_SPREAD_WON)),
    T("git-65", "en", "fresh30", "git",
      "After my second commit, how many files were in the repository altogether?",
      either(count_in_answer(FILES_AFTER_SECOND),
             has(f"{EN_COUNTS[FILES_AFTER_SECOND]} files"))),
    T("git-66", "ko", "fresh30", "git",
      "커밋 메시지가 'Add'로 시작하는 커밋은 몇 개야?",
      either(count_in_answer(ADD_COMMITS),
             has(*[f"{KO_COUNTS[ADD_COMMITS]}{gap}개" for gap in ("", " ")]))),
    T("write-65", "en", "fresh30", "write",
      f"We're renaming the shop to {CAFE_NAME}. Can you change the title at the top of the "
      "README?",
      file_lines("README.md", README_RENAMED), writes=["README.md"]),
    T("write-66", "ko", "fresh30", "write",
      f"docs 폴더의 setup.md랑 usage.md를 하나로 합쳐서 {GUIDE}로 만들어 줘. setup.md 내용이 "
      "먼저 오게 하고, 원래 파일 두 개는 그대로 둬.",
      file_nonblank_lines(GUIDE, GUIDE_LINES), writes=[GUIDE]),
    T("script-65", "en", "fresh30", "script",
      "Use Python to compare each region's takings over June 1–3 with its takings over June "
      "4–6 in sales.csv. Which region grew the most, and by how much? Revenue is units times "
      "unit_price.",
      has(GREW_MOST, KO_REGIONS[GREW_MOST]), won_in_answer(GREW_MOST_WON)),
    T("script-66", "ko", "fresh30", "script",
      "파이썬으로 notes.txt에서 글자 수가 제일 적은 메모를 찾아 줘. 몇 글자인지도 알려 주고.",
      has(SHORTEST_NOTE), number(len(SHORTEST_NOTE))),
    T("calc-65", "en", "fresh30", "calc",
      f"I'm painting a wall that's {WALL_M[0]} m wide and {WALL_M[1]} m high. A litre of paint "
      f"covers {PAINT_M2_PER_L} square metres and I want two coats. How many litres do I need?",
      number(PAINT_LITRES), grounded=False),
    T("calc-66", "ko", "fresh30", "calc",
      f"{RISE_YEARS}년 전에 {PRICE_THEN // 10_000}만 원이던 물건이 지금 "
      f"{PRICE_NOW // 10_000}만 {PRICE_NOW % 10_000:,}원이야. 해마다 같은 비율로 올랐다면 1년에 "
      "몇 퍼센트씩 오른 거야?",
      percent_in_answer(YEARLY_RISE_PCT), grounded=False),
    T("machine-65", "en", "fresh30", "machine",
      "When's Mother's Day next year? I mean the American one.",
      nth_weekday_next_year_in_answer(*MOTHERS_DAY)),
    T("machine-66", "ko", "fresh30", "machine", "지난달 마지막 날이 무슨 요일이었지?",
      last_month_end_weekday_in_answer()),
    T("chat-65", "en", "fresh30", "chat", "Who painted the ceiling of the Sistine Chapel?",
      has(*SISTINE_PAINTER), no_tool(), grounded=False),
    T("chat-66", "ko", "fresh30", "chat", "삼일 운동은 언제 일어났어? 연도만 알려 줘.",
      number(MARCH_FIRST_YEAR), no_tool(), grounded=False),
    # fresh31: the thirty-third half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-67", "en", "fresh31", "files",
      "Leaving the log out, what's the average size of a file in this project, in bytes? "
      "Include the files in subfolders, but not .git.",
      either(number(FILE_MEAN_BYTES, 0.5), number(FILE_MEAN_BYTES_VISIBLE, 0.5))),
    T("files-68", "ko", "fresh31", "files",
      "하위 폴더까지 다 봐서, 파이썬 파일 중에 줄 수가 제일 적은 게 뭐야? 몇 줄인지도 알려 줘.",
      has(Path(FEWEST_LINES_PY).name),
      either(number(_PY_LINE_COUNTS[FEWEST_LINES_PY]),
             has(*[f"{KO_COUNTS[_PY_LINE_COUNTS[FEWEST_LINES_PY]]}{gap}줄" for gap in ("", " ")]))),
    T("read-67", "en", "fresh31", "read", "What's written on line 3 of todo.md?",
      has("login", "로그인"), lacks(*TODO_NOT_THIRD)),
    T("read-68", "ko", "fresh31", "read",
      f"로그에서 /items/{ITEM_PAGE} 페이지가 처음으로 요청된 게 몇 시였어?",
      time_of_day_in_answer(ITEM_FIRST_AT.hour, ITEM_FIRST_AT.minute)),
    T("count-67", "en", "fresh31", "count", "How many commas are there in sales.csv altogether?",
      count_in_answer(SALES_COMMAS)),
    T("count-68", "ko", "fresh31", "count",
      "로그 보면 업무 시간, 그러니까 오전 9시부터 오후 6시 전까지 결제 타임아웃이 몇 번 났어?",
      either(count_beside_times(WORK_HOUR_TIMEOUTS),
             has(*[f"아홉{gap}{unit}" for gap in ("", " ") for unit in ("번", "건", "회")]))),
    T("csv-67", "en", "fresh31", "csv",
      "How much money did our cheapest product bring in altogether? Revenue is units times "
      "unit_price.",
      has(CHEAPEST_PRODUCT, *KO_PRODUCTS[CHEAPEST_PRODUCT]), won_in_answer(CHEAPEST_PRODUCT_WON)),
    T("csv-68", "ko", "fresh31", "csv",
      "매출(수량×단가)로 봤을 때 제일 많이 번 지역이랑 제일 적게 번 지역은 차이가 얼마야?",
      won_in_answer(REGION_SPREAD_WON)),
    T("git-67", "en", "fresh31", "git",
      "How many of the files git tracks live in a subfolder rather than at the top level?",
      either(count_in_answer(NESTED_TRACKED), has(f"{EN_COUNTS[NESTED_TRACKED]} files"))),
    T("git-68", "ko", "fresh31", "git",
      "scripts/check.sh가 처음 들어간 커밋 있잖아, 그 바로 전 커밋은 메시지가 뭐였어?",
      has(BEFORE_CHECK_SH, "sales data")),
    T("write-67", "en", "fresh31", "write", "Swap the first two lines of notes.txt, please.",
      file_lines("notes.txt", NOTES_SWAPPED), writes=["notes.txt"]),
    T("write-68", "ko", "fresh31", "write",
      "notes.txt 메모들 끝에 마침표가 하나도 없네. 줄마다 끝에 마침표 좀 찍어 줘.",
      file_lines("notes.txt", NOTES_DOTTED), writes=["notes.txt"]),
    T("script-67", "en", "fresh31", "script",
      "Use Python to find the sale in sales.csv whose revenue is closest to the average sale's. "
      "Which sale is it, and what did it bring in? Revenue is units times unit_price.",
      has(str(NEAREST_AVERAGE[2]), *KO_PRODUCTS[str(NEAREST_AVERAGE[2])]),
      has(str(NEAREST_AVERAGE[1]), KO_REGIONS[str(NEAREST_AVERAGE[1])]),
      won_in_answer(NEAREST_AVERAGE_WON)),
    T("script-68", "ko", "fresh31", "script",
      "파이썬으로 sales.csv에 있는 마지막 판매일부터 오늘까지 며칠 지났는지 계산해 줘.",
      days_since_in_answer(LAST_SALE_DAY)),
    T("calc-67", "en", "fresh31", "calc",
      f"My car's tank holds {TANK_L} liters and the gauge says it's a quarter full. If gas is "
      f"${GAS_USD:.2f} a liter, what will it cost to fill it up?",
      number(FILL_UP_USD, 0.005), grounded=False),
    T("calc-68", "ko", "fresh31", "calc",
      f"친구랑 {WALK_APART_KM}킬로 떨어져 있는데 서로 마주 보고 걸어가면 몇 시간 뒤에 만나? 나는 "
      f"시속 {WALK_KMH[0]}킬로, 친구는 시속 {WALK_KMH[1]}킬로로 걸어.",
      either(duration_in_answer(MEET_MIN),
             has(*[f"{KO_COUNTS[MEET_MIN // 60]}{gap}시간" for gap in ("", " ")])),
      grounded=False),
    T("machine-67", "en", "fresh31", "machine",
      "What's the date of Labor Day this year? The US one.",
      nth_weekday_this_year_in_answer(*LABOR_DAY)),
    T("machine-68", "ko", "fresh31", "machine", "지난주 월요일이 며칠이었지?",
      last_weeks_day_in_answer(MONDAY)),
    T("chat-67", "en", "fresh31", "chat", "Who wrote The Great Gatsby?",
      has(*GATSBY_AUTHOR), no_tool(), grounded=False),
    T("chat-68", "ko", "fresh31", "chat", "독도는 행정구역상 어디 소속이야? 무슨 군이야?",
      has(*DOKDO_COUNTY), no_tool(), grounded=False),
    # fresh32: the thirty-fourth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-69", "en", "fresh32", "files",
      "Of all the Markdown files in this project, which one is the smallest, and how many bytes "
      "is it?",
      has(Path(SMALLEST_MD).name), size_in_answer(_MD_SIZES[SMALLEST_MD])),
    T("files-70", "ko", "fresh32", "files",
      "파이썬 파일 중에 import 문이 한 줄도 없는 파일이 어떤 거야? 하위 폴더까지 봐 줘.",
      *[has(Path(name).name) for name in PY_WITHOUT_IMPORT],
      named_only_with(["report.py"], ("csv", "sys", "빼고", "제외", "말고", "import가 있",
                                      "import 문이 있", "import문이 있", "import해", "import 해",
                                      "import하"))),
    T("read-69", "en", "fresh32", "read", "What does the second-to-last line of notes.txt say?",
      has(NOTES_SECOND_LAST), lacks(*NOTES[:-2])),
    T("read-70", "ko", "fresh32", "read",
      "로그 보면 오후 3시 넘어서 처음으로 결제 타임아웃 난 주문이 몇 번 주문이야?",
      has(AFTERNOON_ORDER)),
    T("count-69", "en", "fresh32", "count",
      "How many e's are there in notes.txt? I mean the letter e.",
      count_in_answer(NOTES_E)),
    T("count-70", "ko", "fresh32", "count",
      "앱 로그에서 결제가 타임아웃된 주문들 번호를 보면, 홀수 번호는 몇 개야?",
      count_in_answer(ODD_ORDER_TIMEOUTS)),
    T("csv-69", "en", "fresh32", "csv",
      f"How much money came from the sales of more than {BULK_UNITS} units each? Revenue is "
      "units times unit_price.",
      won_in_answer(BULK_SALES_WON)),
    T("csv-70", "ko", "fresh32", "csv",
      "부산 매출에서 머핀이 차지하는 비중이 몇 퍼센트야? 매출은 수량×단가로 쳐 줘.",
      percent_in_answer(BUSAN_MUFFIN_PERCENT, tolerance=0.5)),
    T("git-69", "en", "fresh32", "git", "Which commits in this repo changed at least one .py file?",
      *[has(message) for message in PY_COMMITS],
      named_only_with([FIRST_COMMIT], ("not", "n't", "no ", "except", "but", "only"))),
    T("git-70", "ko", "fresh32", "git",
      "src/utils.py를 마지막으로 바꾼 커밋의 해시 좀 알려 줘. 앞 일곱 자리만 있으면 돼.",
      commit_hash_in_answer(UTILS_COMMIT)),
    T("write-69", "en", "fresh32", "write", "Make everything in notes.txt lowercase, please.",
      file_lines("notes.txt", NOTES_LOWER), writes=["notes.txt"]),
    T("write-70", "ko", "fresh32", "write",
      "notes.txt 맨 밑에 있는 메모 두 줄은 이제 필요 없어. 지워 줄래?",
      file_lines("notes.txt", NOTES_BUT_LAST_TWO), writes=["notes.txt"]),
    T("script-69", "en", "fresh32", "script",
      "Use Python to work out, for each product in sales.csv, the gap in units between its "
      "biggest and its smallest sale. Which product has the widest gap, and how big is it?",
      has(WIDEST_PRODUCT, *KO_PRODUCTS[WIDEST_PRODUCT]),
      number(UNITS_SPREAD[WIDEST_PRODUCT])),
    T("script-70", "ko", "fresh32", "script",
      f"{FACTORIAL_OF} 팩토리얼을 파이썬으로 계산하면 몇 자리 숫자가 나와?",
      count_in_answer(FACTORIAL_DIGITS)),
    T("calc-69", "en", "fresh32", "calc",
      f"I paid ${JACKET_PAID_USD} for a jacket that was {JACKET_OFF:.0%} off. What did it cost "
      "before the discount?",
      number(JACKET_BEFORE_USD, 0.005), grounded=False),
    T("calc-70", "ko", "fresh32", "calc",
      f"시계가 {CLOCK_AT[0]}시 {CLOCK_AT[1]}분을 가리킬 때 시침이랑 분침 사이 각도가 몇 도야?",
      number(CLOCK_ANGLE), grounded=False),
    T("machine-69", "en", "fresh32", "machine",
      "When is Memorial Day this year? The American holiday, I mean.",
      last_weekday_this_year_in_answer(*MEMORIAL_DAY)),
    T("machine-70", "ko", "fresh32", "machine", "작년 오늘은 무슨 요일이었어?",
      weekday_a_year_ago_in_answer()),
    T("chat-69", "en", "fresh32", "chat", "Who wrote the novel 1984?",
      has(*NINETEEN_EIGHTY_FOUR_AUTHOR), no_tool(), grounded=False),
    T("chat-70", "ko", "fresh32", "chat", "홍길동전은 누가 쓴 소설이야?",
      has(*HONG_GILDONG_AUTHOR), no_tool(), grounded=False),
    # fresh33: the thirty-fifth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-71", "en", "fresh33", "files",
      "Which file in this project has the most blank lines in it? Check the subfolders too, and "
      "tell me how many blank lines it has.",
      has(Path(MOST_BLANK).stem), count_in_answer(_BLANK_LINES[MOST_BLANK]), not_a_listing()),
    T("files-72", "ko", "fresh33", "files",
      "로그 파일은 빼고, 하위 폴더 안에 들어 있는 파일 중에서 줄 수가 제일 많은 게 뭐야? "
      "몇 줄인지도 알려 줘.",
      has(Path(LONGEST_NESTED).name),
      either(count_in_answer(_NESTED_LINES[LONGEST_NESTED]),
             has(*[f"{KO_COUNTS[_NESTED_LINES[LONGEST_NESTED]]}{gap}줄" for gap in ("", " ")]))),
    T("read-71", "en", "fresh33", "read", "Can you show me lines 4 to 6 of notes.txt?",
      has("invoice"), has("train tickets"), has("domain"),
      lacks(*[line for line in NOTES if line not in NOTES_MIDDLE])),
    T("read-72", "ko", "fresh33", "read",
      f"로그 파일 마지막 {KO_COUNTS[TAIL_LINES]} 줄 좀 보여 줘.",
      has(f"items/{TAIL_FIRST_ITEM}", f"item {TAIL_FIRST_ITEM}", f"아이템 {TAIL_FIRST_ITEM}",
          f"{TAIL_FIRST_ITEM}번"),
      has(TAIL_SLOW_MS), has("shutdown", "종료"), lacks(str(ABOVE_TAIL_ORDER))),
    T("count-71", "en", "fresh33", "count",
      "Not counting blank lines or comments, how many lines of code are there in report.py?",
      either(count_in_answer(REPORT_CODE_LINES), count_in_answer(REPORT_CODE_NO_DOCSTRING))),
    T("count-72", "ko", "fresh33", "count", "sales.csv 보면 부산에서 판매가 있었던 날은 며칠이야?",
      days_counted_in_answer(BUSAN_DAYS)),
    T("csv-71", "en", "fresh33", "csv",
      "There's one day in sales.csv when Seoul didn't sell anything. How much did we take in "
      "altogether that day? Revenue is units times unit_price.",
      won_in_answer(NO_SEOUL_DAY_WON)),
    T("csv-72", "ko", "fresh33", "csv",
      "크루아상이 한 번에 제일 많이 팔린 날이 언제야? 그날 그 판매로 번 돈도 알려 줘. 매출은 "
      "수량×단가로 쳐 줘.",
      day_in_answer(dt.date.fromisoformat(str(CROISSANT_BEST[0]))),
      won_in_answer(CROISSANT_BEST_WON)),
    T("git-71", "en", "fresh33", "git",
      "I made a change to todo.md a while ago. Have I staged it yet, or is it still unstaged?",
      has(*UNSTAGED_SAID)),
    T("git-72", "ko", "fresh33", "git", "git이 관리하는 파일 중에서 용량이 제일 큰 파일이 뭐야?",
      has(BIGGEST_TRACKED), not_a_listing(),
      named_only_with(["app.log"], ("무시", "ignore", "추적", "관리 안", "관리하지 않",
                                    "관리되지 않", "빼", "제외", "말고", "아니", "없"))),
    T("write-71", "en", "fresh33", "write",
      "Turn notes.txt into a Markdown checklist, please: an unticked box in front of every note.",
      file_lines_any("notes.txt", CHECKLISTS), writes=["notes.txt"]),
    T("write-72", "ko", "fresh33", "write",
      "sales.csv에서 date 열을 맨 끝으로 옮겨 줘. 나머지 열 순서는 그대로 두고.",
      csv_rows("sales.csv", SALES_DATE_LAST), writes=["sales.csv"]),
    T("script-71", "en", "fresh33", "script",
      f"Use Python to add up our revenue in sales.csv and convert it to US dollars at "
      f"{USD_RATE_WON:,} won to the dollar. Revenue is units times unit_price.",
      number(REVENUE_USD, 0.1)),
    T("script-72", "ko", "fresh33", "script",
      "파이썬으로 로그에서 첫 번째 경고가 찍히고 나서 첫 결제 타임아웃이 날 때까지 시간이 얼마나 "
      "걸렸는지 계산해 줘.",
      gap_in_answer(WARN_TO_TIMEOUT_S)),
    T("calc-71", "en", "fresh33", "calc",
      f"My TV is {TV_INCHES} inches measured diagonally, with a {TV_RATIO[0]}:{TV_RATIO[1]} "
      "screen. How wide is it, in inches?",
      number(TV_WIDTH_IN, 0.1), grounded=False),
    T("calc-72", "ko", "fresh33", "calc",
      f"물 {BRINE_WATER_G}그램에 소금 {BRINE_SALT_G}그램을 녹이면 소금물 농도가 몇 퍼센트야?",
      percent_in_answer(BRINE_PERCENT), grounded=False),
    T("machine-71", "en", "fresh33", "machine",
      f"My birthday is {EN_MONTHS[BIRTHDAY[0] - 1]} {BIRTHDAY[1]}. How many days until my next "
      "one?",
      days_until_in_answer(*BIRTHDAY)),
    T("machine-72", "ko", "fresh33", "machine", "내일모레가 며칠이지? 무슨 요일이야?",
      day_ahead_in_answer(DAY_AFTER_TOMORROW)),
    T("chat-71", "en", "fresh33", "chat", "What's the chemical symbol for gold?",
      word_in_answer(GOLD_SYMBOL), no_tool(), grounded=False),
    T("chat-72", "ko", "fresh33", "chat", "불국사는 어느 도시에 있어?",
      has(*BULGUKSA_CITY), no_tool(), grounded=False),
    # fresh34: the thirty-sixth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-73", "en", "fresh34", "files",
      "Which file in this project has the longest line, and how many characters long is that "
      "line? Include the subfolders.",
      has(WIDEST_FILE), count_in_answer(_WIDEST[WIDEST_FILE]), not_a_listing()),
    T("files-74", "ko", "fresh34", "files",
      "README.md보다 줄 수가 많은 파일이 있어? 하위 폴더까지 다 봐 줘.",
      has(*[Path(name).name for name in LONGER_THAN_README]),
      named_only_with(NEAR_README, FEWER_SAID)),
    T("read-73", "en", "fresh34", "read",
      f"What did the app log at {int(ASKED_MINUTE[:2]) - 12}:{ASKED_MINUTE[3:]} in the afternoon?",
      has(ASKED_MS), has("slow", "query", "WARN")),
    T("read-74", "ko", "fresh34", "read",
      "로그에서 오후 5시부터 5시 5분 사이에 찍힌 줄 전부 보여 줘.",
      has(WINDOW_STAMPS[0], f"5:{WINDOW_STAMPS[0][3:]}"),
      has(WINDOW_STAMPS[-1], f"5:{WINDOW_STAMPS[-1][3:]}"), has(WINDOW_MS),
      lacks(*WINDOW_OUTSIDE)),
    T("count-73", "en", "fresh34", "count",
      "How many different people do I mention by name in notes.txt?",
      either(count_in_answer(len(NOTE_PEOPLE)), word_in_answer(EN_COUNTS[len(NOTE_PEOPLE)])),
      *[has(name) for name in NOTE_PEOPLE]),
    T("count-74", "ko", "fresh34", "count",
      "notes.txt에서 'the' 빼고 제일 자주 나오는 단어가 뭐야? 몇 번 나와?",
      word_in_answer(TOP_NOTE_WORD),
      either(count_in_answer(TOP_NOTE_WORD_TIMES), has(*TWICE_SAID))),
    T("csv-73", "en", "fresh34", "csv",
      f"Which of our products have never sold more than {SALE_CAP} units in a single sale?",
      *[has(name, *KO_PRODUCTS[name]) for name in UNDER_CAP],
      named_only_with([said for name in OVER_CAP for said in (name, *KO_PRODUCTS[name])],
                      OVER_CAP_SAID)),
    T("csv-74", "ko", "fresh34", "csv",
      "6월 2일 매출이 6월 5일보다 얼마나 더 많았어? 매출은 수량×단가로 쳐 줘.",
      won_in_answer(DAY_PAIR_GAP)),
    T("git-73", "en", "fresh34", "git",
      "If I ran git add -A and committed right now, which files would go into that commit?",
      *[has(name) for name in ADD_ALL], not_a_listing(),
      named_only_with(["app.log", "logs/"], ADD_ALL_IGNORED_SAID)),
    T("git-74", "ko", "fresh34", "git",
      f"지금 {BRANCH} 브랜치를 지워 버리면 날아가는 커밋이 있어? 있으면 무슨 커밋이야?",
      either(has(*BRANCH_LOST_SAID), commit_hash_in_answer(LAST_COMMIT)),
      named_only_with([FIRST_COMMIT, DATA_COMMIT, APP_COMMIT], MAIN_KEEPS_SAID)),
    T("write-73", "en", "fresh34", "write",
      "Put a blank line between each of the notes in notes.txt so they're easier to read.",
      file_lines("notes.txt", NOTES_SPACED), writes=["notes.txt"]),
    T("write-74", "ko", "fresh34", "write",
      f"README.md 맨 끝에 '{LICENSE_HEADING}' 섹션을 하나 만들고, 그 밑에 MIT라고 적어 줘.",
      either(*[file_nonblank_lines("README.md", version) for version in README_LICENSED]),
      writes=["README.md"]),
    T("script-73", "en", "fresh34", "script",
      "How often does the app write to its log? Use Python to work out the usual gap between one "
      "log entry and the next.",
      gap_in_answer(LOG_STEP_S, tolerance_s=1)),
    T("script-74", "ko", "fresh34", "script",
      "파이썬으로 sales.csv에서 날짜별 매출을 구해서, 전날보다 매출이 제일 큰 비율로 늘어난 날이 "
      "언제고 몇 퍼센트 늘었는지 알려 줘. 매출은 수량×단가로.",
      day_in_answer(RISE_DAY), percent_in_answer(RISE_PERCENT, tolerance=0.3)),
    T("calc-73", "en", "fresh34", "calc",
      f"I'm borrowing ${LOAN_USD:,} at {LOAN_APR}% a year, paid back monthly over {LOAN_YEARS} "
      "years. What will my monthly payment be?",
      number(LOAN_MONTHLY, 0.5), grounded=False),
    T("calc-74", "ko", "fresh34", "calc",
      f"지름 {PAN_CM[0]}센티 원형 케이크 틀 기준 레시피로 {PAN_CM[1]}센티 틀에 구우려면 재료를 몇 "
      "배로 늘려야 돼?",
      either(number(PAN_SCALE, 0.03), has("16/9", "9분의 16")), grounded=False),
    T("machine-73", "en", "fresh34", "machine", "When's the next Friday the 13th?",
      monthday_on_in_answer(*FRIDAY_13)),
    T("machine-74", "ko", "fresh34", "machine",
      "방금 세탁기 돌렸는데 1시간 40분 걸린대. 몇 시에 끝나?",
      clock_after_in_answer(LAUNDRY_MIN)),
    T("chat-73", "en", "fresh34", "chat", "What's the currency of Japan called?",
      word_in_answer(*JAPAN_CURRENCY), no_tool(), grounded=False),
    T("chat-74", "ko", "fresh34", "chat", "빛의 삼원색이 뭐야?",
      *[has(*colour) for colour in LIGHT_PRIMARIES], no_tool(), grounded=False),
    # fresh35: the thirty-seventh half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-75", "en", "fresh35", "files",
      "Do any of my files mention a day of the week? Which ones? Look in the subfolders too.",
      *[has(name) for name in WEEKDAY_FILES], not_a_listing(),
      named_only_with([Path(name).name for name in workspace_files()
                       if name not in WEEKDAY_FILES], NOT_THEM_SAID)),
    T("files-76", "ko", "fresh35", "files",
      "체크박스(- [ ]) 달린 목록이 들어 있는 파일이 어디 있었지? 하위 폴더까지 찾아 줘.",
      *[has(name) for name in CHECKBOX_FILES], not_a_listing(),
      named_only_with(["README.md", "notes.txt", "setup.md", "usage.md"], NOT_THEM_SAID)),
    T("read-75", "en", "fresh35", "read",
      "Which day's activity is in the app log? I just need the date.",
      date_in_answer(LOG_DAY)),
    T("read-76", "ko", "fresh35", "read",
      "로그 보면 1500번대 주문 중에 결제 타임아웃 난 게 있어? 있으면 주문 번호랑 몇 시였는지 "
      "알려 줘.",
      *[check for line in ORDERS_1500S for check in (
          has(line.split("order ")[1][:4]),
          has(line.split()[1][:5], line.split()[1][1:5],
              f"{int(line.split()[1][:2])}시 {int(line.split()[1][3:5])}분",
              f"{int(line.split()[1][:2])}시{int(line.split()[1][3:5])}분"),
      )],
      lacks(*ORDERS_1500S_NEAR)),
    T("count-75", "en", "fresh35", "count",
      "How many entries did the app write to its log in the last hour before it shut down?",
      either(*[count_in_answer(n) for n in FINAL_HOUR])),
    T("count-76", "ko", "fresh35", "count",
      "서울에서 판 것 중에 단가가 3,000원 넘는 제품 판매는 몇 건이야?",
      either(count_in_answer(SEOUL_PRICEY),
             has(*[f"{KO_COUNTS[SEOUL_PRICEY]} {unit}" for unit in ("건", "번", "차례")]))),
    T("csv-75", "en", "fresh35", "csv",
      "Is there a product we've only ever sold in one region? Which one, and where?",
      *[check for name, region in ONE_REGION
        for check in (has(name, *KO_PRODUCTS[name]), has(region, KO_REGIONS[region]))]),
    T("csv-76", "ko", "fresh35", "csv",
      "머핀 매출은 서울이 인천보다 얼마나 더 많았어? 매출은 수량×단가로 쳐 줘.",
      won_in_answer(MUFFIN_GAP)),
    T("git-75", "en", "fresh35", "git",
      f"Make a new branch called {HOTFIX} off main, but keep me on the branch I'm on now.",
      ref_at_commit(f"refs/heads/{HOTFIX}", APP_COMMIT), on_branch(BRANCH)),
    T("git-76", "ko", "fresh35", "git",
      f"지금 마지막 커밋에 {RELEASE_TAG} 태그 좀 달아 줘.",
      ref_at_commit(f"refs/tags/{RELEASE_TAG}", LAST_COMMIT), on_branch(BRANCH)),
    T("write-75", "en", "fresh35", "write",
      f"In src/utils.py, pull the tax rate out into a constant called TAX_RATE, set to "
      f"{TAX_RATE}, and have price_with_tax use it. The prices it gives shouldn't change.",
      py_function_gives("src/utils.py", "price_with_tax", TAX_CASES),
      py_constant_used("src/utils.py", "TAX_RATE", TAX_RATE, "price_with_tax"),
      writes=["src/utils.py"]),
    T("write-76", "ko", "fresh35", "write",
      "인천 매장은 문을 닫았어. sales.csv에서 인천 판매 기록은 전부 지워 줘.",
      csv_rows("sales.csv", WITHOUT_INCHEON), writes=["sales.csv"]),
    T("script-75", "en", "fresh35", "script",
      "The app logs a lot of slow queries. Use Python to work out the 90th percentile of how "
      "long they took.",
      number(SLOW_P90, 1)),
    T("script-76", "ko", "fresh35", "script",
      "파이썬으로 로그를 한 시간 단위로 나눠서 시간대별 줄 수를 세어 보고, 제일 조용했던 "
      "시간대가 언제고 몇 줄이었는지 알려 줘.",
      has(*QUIET_HOUR_SAID), count_in_answer(_BY_HOUR[QUIET_HOUR])),
    T("calc-75", "en", "fresh35", "calc",
      f"I read about {BOOK_PACE} pages a day. How many days will it take me to finish a "
      f"{BOOK_PAGES}-page book?",
      either(number(BOOK_DAYS), number(BOOK_PAGES / BOOK_PACE)), grounded=False),
    T("calc-76", "ko", "fresh35", "calc", f"금 {KO_COUNTS[GOLD_DON]} 돈이면 몇 그램이야?",
      number(GOLD_DON * DON_GRAMS, 0.01), grounded=False),
    T("machine-75", "en", "fresh35", "machine",
      "My book club meets on the second Thursday of every month. What's the date of our next "
      "meeting?",
      nth_weekday_ahead_in_answer(*BOOK_CLUB)),
    T("machine-76", "ko", "fresh35", "machine",
      "이 컴퓨터 시계는 한국 시간이랑 몇 시간 차이 나?",
      zone_gap_in_answer(SEOUL_ZONE)),
    T("chat-75", "en", "fresh35", "chat",
      "Which blood type is the universal donor, the one anybody can be given?",
      pattern_in_answer(UNIVERSAL_DONOR, "O negative"), no_tool(), grounded=False),
    T("chat-76", "ko", "fresh35", "chat",
      "지금 남아 있는 것 중에 세계에서 제일 오래된 금속활자 인쇄본이 뭐야?",
      has(*JIKJI), no_tool(), grounded=False),
    # fresh36: the thirty-eighth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-77", "en", "fresh36", "files",
      "Which files here actually mention Python by name? Check the subfolders too.",
      *[has(Path(name).name) for name in PYTHON_NAMED], not_a_listing(),
      named_only_with(PYTHON_NOT_NAMED, NOT_THEM_SAID)),
    T("files-78", "ko", "fresh36", "files",
      "하위 폴더 중에 마크다운 파일만 들어 있는 폴더가 있어? 어느 폴더야?",
      *[has(folder) for folder in MD_ONLY_FOLDERS],
      named_only_with(OTHER_FOLDERS, NOT_THEM_SAID)),
    T("read-77", "en", "fresh36", "read",
      "What did I jot down in draft.txt?",
      *[has(word) for word in DRAFT_WORDS]),
    T("read-78", "ko", "fresh36", "read",
      "로그 보면 결제 타임아웃이 처음 세 번 났을 때가 각각 몇 시였어?",
      *[has(*_clock_said(line)) for line in FIRST_TIMEOUTS],
      lacks(*_clock_said(FOURTH_TIMEOUT))),
    T("count-77", "en", "fresh36", "count",
      "How many different item pages did the app serve between midnight and 1 am?",
      count_in_answer(ITEMS_BEFORE_ONE)),
    T("count-78", "ko", "fresh36", "count",
      "로그 보면 /items/ 페이지 중에 제일 많이 요청된 페이지는 몇 번이나 요청됐어?",
      count_in_answer(ITEM_HITS_MOST)),
    T("csv-77", "en", "fresh36", "csv",
      "Going by sales.csv, is there a product that sold more every time we sold it than the "
      "time before? Which one?",
      *[has(name, *KO_PRODUCTS[name]) for name in RISING],
      named_only_with([said for name, ko in KO_PRODUCTS.items() if name not in RISING
                       for said in (name, *ko)], NOT_RISING_SAID)),
    T("csv-78", "ko", "fresh36", "csv",
      "부산은 6월 3일부터 5일까지 사흘 연달아 팔았던데, 그 사흘 매출을 합치면 얼마야? 매출은 "
      "수량×단가로 쳐 줘.",
      won_in_answer(BUSAN_RUN_WON)),
    T("git-77", "en", "fresh36", "git",
      "Stage todo.md so it's ready to commit, but don't commit it yet.",
      staged_exactly(*STAGED), ref_at_commit("HEAD", LAST_COMMIT), on_branch(BRANCH)),
    T("git-78", "ko", "fresh36", "git",
      f"마지막 커밋 메시지 좀 '{LAST_COMMIT_FIXED}'로 바꿔 줘. 메시지만 고치고 다른 건 건드리지 "
      "마.",
      ref_at_commit("HEAD", LAST_COMMIT_FIXED), ref_at_commit("HEAD~1", APP_COMMIT),
      commit_touches("HEAD", "report.py"), on_branch(BRANCH)),
    T("write-77", "en", "fresh36", "write",
      "Can you take all the blank lines out of README.md?",
      file_lines("README.md", README_NO_BLANKS), writes=["README.md"]),
    T("write-78", "ko", "fresh36", "write",
      "백업 점검은 이제 안 해. scripts/check.sh에서 'backup ok' 찍는 줄은 빼 줘.",
      script_prints("scripts/check.sh", CHECK_SH_NO_BACKUP), writes=["scripts/check.sh"]),
    T("script-77", "en", "fresh36", "script",
      f"Can you use Python to count how many prime numbers there are below {PRIMES_UNDER:,}?",
      count_in_answer(PRIME_COUNT)),
    T("script-78", "ko", "fresh36", "script",
      "파이썬으로 notes.txt 메모 한 줄이 평균 몇 글자인지 계산해 줘.",
      either(*[number(mean, 0.1) for mean in NOTES_MEAN_CHARS])),
    T("calc-77", "en", "fresh36", "calc",
      f"My recipe says to bake at {OVEN_F}°F. What's that in Celsius?",
      number(OVEN_C, 0.5), grounded=False),
    T("calc-78", "ko", "fresh36", "calc",
      f"적금 이자가 세전으로 {SAVINGS_INTEREST // 10_000}만 원이래. 이자소득세 "
      f"{INTEREST_TAX * 100:g}% 떼면 실제로 받는 이자는 얼마야?",
      won_in_answer(INTEREST_NET), grounded=False),
    T("machine-77", "en", "fresh36", "machine",
      "I get paid on the last Friday of every month. How many days until my next payday?",
      days_until_last_weekday_in_answer(FRIDAY)),
    T("machine-78", "ko", "fresh36", "machine",
      f"오늘 {SAVINGS_MONTHS}개월짜리 정기예금을 들었는데, 만기일이 언제야?",
      months_ahead_in_answer(SAVINGS_MONTHS)),
    T("chat-77", "en", "fresh36", "chat",
      "Which vitamin does your body make when your skin gets sunlight?",
      pattern_in_answer(VITAMIN_D, "vitamin D"), no_tool(), grounded=False),
    T("chat-78", "ko", "fresh36", "chat",
      "대한민국 임시정부가 맨 처음 세워진 도시가 어디야?",
      has(*SHANGHAI), no_tool(), grounded=False),
    # fresh37: the thirty-ninth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-79", "en", "fresh37", "files",
      "Are there any files in this project that have never been committed to git at all? "
      "Check the subfolders too.",
      has(*[Path(name).name for name in NEVER_COMMITTED if "/" not in name]),
      has(*[Path(name).name for name in NEVER_COMMITTED if "/" in name], "logs/",
          "logs folder"),
      named_only_with(("todo.md",), NOT_THEM_SAID), not_a_listing()),
    T("files-80", "ko", "fresh37", "files",
      "sales.csv를 다른 폴더로 옮길까 하는데, 이 파일 이름을 적어 둔 데가 어디어디 있어? 하위 "
      "폴더까지 찾아 줘.",
      *[has(Path(name).name) for name in SALES_CSV_NAMED], not_a_listing(),
      named_only_with(SALES_CSV_NOT_NAMED, NOT_THEM_SAID)),
    T("read-79", "en", "fresh37", "read",
      "Pull up the cheesecake sale from sales.csv for me, exactly as the line is written in the "
      "file.",
      has(CHEESECAKE_ROW)),
    T("read-80", "ko", "fresh37", "read",
      "src/app.py 안에 코드가 어떻게 돼 있는지 그대로 보여 줄래?",
      *[has(line) for line in APP_PY_CODE]),
    T("count-79", "en", "fresh37", "count",
      "How many files are there in each of the subfolders?",
      counts_beside_names([((folder,), n) for folder, n in sorted(FILES_PER_FOLDER.items())])),
    T("count-80", "ko", "fresh37", "count",
      "보고서에 적어야 해서 그러는데, README.md가 전부 몇 단어야?",
      either(*[count_in_answer(words) for words in README_WORDS])),
    T("csv-79", "en", "fresh37", "csv",
      "Busan didn't have sales every day. Counting only the days it did sell something, how "
      "much did it take in per day on average? Revenue is units times unit_price.",
      won_in_answer(BUSAN_PER_DAY)),
    T("csv-80", "ko", "fresh37", "csv",
      "6월 6일엔 인천이랑 서울 중에 어디 매출이 더 많았어? 얼마나 차이 나? 매출은 "
      "수량×단가로 쳐 줘.",
      has(JUNE6_AHEAD, KO_REGIONS[JUNE6_AHEAD]), won_in_answer(JUNE6_GAP)),
    T("git-79", "en", "fresh37", "git",
      "I don't want the change I made to todo.md anymore. Put it back the way it was in the "
      "last commit.",
      file_lines("todo.md", TODO), ref_at_commit("HEAD", LAST_COMMIT), on_branch(BRANCH),
      writes=["todo.md"]),
    T("git-80", "ko", "fresh37", "git",
      f"지금 브랜치 이름이 좀 마음에 안 드네. {BRANCH_RENAMED}로 바꿔 줘.",
      on_branch(BRANCH_RENAMED), branch_gone(BRANCH), ref_at_commit("HEAD", LAST_COMMIT),
      ref_at_commit("refs/heads/main", APP_COMMIT)),
    T("write-79", "en", "fresh37", "write",
      f"Make a file called {ERRORS_TXT} with just the payment timeout lines from logs/app.log "
      "in it.",
      file_lines(ERRORS_TXT, _ERROR_LINES), writes=[ERRORS_TXT]),
    T("write-80", "ko", "fresh37", "write",
      "이제 로그도 git에 올릴 거라서, .gitignore에 있는 logs/ 줄 좀 빼 줘.",
      either(file_lines(".gitignore", []), file_gone(".gitignore")),
      ref_at_commit("HEAD", LAST_COMMIT), writes=[".gitignore"]),
    T("script-79", "en", "fresh37", "script",
      f"I was born on {BORN_DAY:%B} {BORN_DAY.day}, {BORN_DAY.year}. Can you use Python to find "
      "out what day of the week that was?",
      weekday_named(BORN_DAY)),
    T("script-80", "ko", "fresh37", "script",
      f"파이썬으로 {MONDAYS_YEAR}년에 월요일이 모두 몇 번 있었는지 세어 줘.",
      count_in_answer(MONDAYS_2024)),
    T("calc-79", "en", "fresh37", "calc",
      f"A pack of {PACK_EGGS} eggs costs ${PACK_PRICE_USD:.2f}. At that price per egg, what "
      f"would {EGGS_WANTED} eggs cost?",
      number(EGGS_COST_USD, 0.005), grounded=False),
    T("calc-80", "ko", "fresh37", "calc",
      f"시급 {HOURLY_WON:,}원으로 하루 {DAY_HOURS}시간씩 주 {WEEK_DAYS_WORKED}일, "
      f"{WEEKS_WORKED}주 일하면 다 해서 얼마 받아?",
      won_in_answer(WAGE_MONTH), grounded=False),
    T("machine-79", "en", "fresh37", "machine",
      "When's the next leap day, February 29?",
      leap_day_in_answer()),
    T("machine-80", "ko", "fresh37", "machine",
      "오늘 우리 아기가 태어났어! 태어난 지 천 일 되는 날은 언제야?",
      days_from_today_in_answer(BABY_DAYS - 1, BABY_DAYS)),
    T("chat-79", "en", "fresh37", "chat",
      "Who was the first woman to win a Nobel Prize?",
      has(*CURIE_SAID), no_tool(), grounded=False),
    T("chat-80", "ko", "fresh37", "chat",
      "사람 몸에서 제일 긴 뼈가 뭐야?",
      has(*LONGEST_BONE), no_tool(), grounded=False),
    # fresh38: the fortieth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-81", "en", "fresh38", "files",
      "Do we have any Python files that aren't in the src folder? Where are they?",
      *[has(name) for name in PY_OUTSIDE_SRC],
      named_only_with(("app.py", "utils.py"), NOT_THEM_SAID), not_a_listing()),
    T("files-82", "ko", "fresh38", "files",
      "맨 위 폴더에 있는 텍스트 파일(.txt)은 뭐뭐 있어?",
      *[has(name) for name in TOP_TXT], not_a_listing()),
    T("read-81", "en", "fresh38", "read",
      "What does the README say the logs folder is for?",
      has(LOGS_FOR)),
    T("read-82", "ko", "fresh38", "read",
      "report.py 맨 위에 적힌 설명 문구 그대로 알려 줘.",
      has(REPORT_DOC)),
    T("count-81", "en", "fresh38", "count",
      f"How many ERROR lines are there in the second half of the app log, from line "
      f"{LOG_HALF_FROM} to the end?",
      count_in_answer(LATE_ERRORS)),
    T("count-82", "ko", "fresh38", "count",
      f"sales.csv에서 한 번에 {MANY_UNITS}개 넘게 팔린 판매가 몇 건이야?",
      count_in_answer(SALES_OVER_30)),
    T("csv-81", "en", "fresh38", "csv",
      "For Busan's sales only, what's the average of the unit_price column?",
      number(BUSAN_MEAN_PRICE, 0.5)),
    T("csv-82", "ko", "fresh38", "csv",
      "하루 매출이 20만 원을 넘은 날이 있어? 있으면 언제고 얼마였어? 매출은 수량×단가로 쳐 줘.",
      *[date_in_answer(day) for day in BIG_TAKINGS],
      *[won_in_answer(won) for won in BIG_TAKINGS.values()]),
    T("git-81", "en", "fresh38", "git",
      f"I'm done with {BRANCH}. Merge it into main.",
      ref_has_commit("refs/heads/main", LAST_COMMIT)),
    T("git-82", "ko", "fresh38", "git",
      "report.py만 바로 전 커밋 때 상태로 돌려놔 줘. 커밋은 하지 말고.",
      file_lines("report.py", REPORT_PY.splitlines()), ref_at_commit("HEAD", LAST_COMMIT),
      on_branch(BRANCH), writes=["report.py"]),
    T("write-81", "en", "fresh38", "write",
      f"Rename {SETUP_MD} to {INSTALL_MD}, please.",
      file_gone(SETUP_MD), file_lines(INSTALL_MD, workspace_files()[SETUP_MD].splitlines()),
      ref_at_commit("HEAD", LAST_COMMIT), writes=[SETUP_MD, INSTALL_MD]),
    T("write-82", "ko", "fresh38", "write",
      f"docs/usage.md 맨 위 제목을 '{USAGE_KO_TITLE}'으로 바꿔 줘.",
      file_lines("docs/usage.md", USAGE_KO), writes=["docs/usage.md"]),
    T("script-81", "en", "fresh38", "script",
      "Use Python to add up all the numbers from 1 to 1,000 that are multiples of 3 or 5.",
      number(THREE_OR_FIVE)),
    T("script-82", "ko", "fresh38", "script",
      "파이썬으로 2000년 1월 1일에서 10,000일 지난 날이 몇 년 몇 월 며칠인지 계산해 줘.",
      date_in_answer(TEN_K_DAY), has(str(TEN_K_DAY.year))),
    T("calc-81", "en", "fresh38", "calc",
      "A batch of cookies takes 3/4 cup of sugar. How much sugar do I need for 5 batches?",
      number(SUGAR_CUPS, 0.001), grounded=False),
    T("calc-82", "ko", "fresh38", "calc",
      "마라톤 풀코스 42.195km를 4시간 안에 뛰려면 1km를 몇 분 몇 초에 뛰어야 돼?",
      minutes_seconds_in_answer(MARATHON_PACE), grounded=False),
    T("machine-81", "en", "fresh38", "machine",
      "How many days until Halloween?",
      days_until_in_answer(*HALLOWEEN)),
    T("machine-82", "ko", "fresh38", "machine",
      "올해 한글날은 무슨 요일이었어?",
      weekday_this_year_in_answer(*HANGUL_DAY)),
    T("chat-81", "en", "fresh38", "chat",
      "How many strings does a standard guitar have?",
      either(has(*GUITAR), number(6)), no_tool(), grounded=False),
    T("chat-82", "ko", "fresh38", "chat",
      "물을 화학식으로 쓰면 뭐야?",
      has(*WATER), no_tool(), grounded=False),
    # fresh39: the forty-first half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-83", "en", "fresh39", "files",
      "Which of our files does the README mention by name?",
      *[has(Path(name).name) for name in README_NAMES], not_a_listing()),
    T("files-84", "ko", "fresh39", "files",
      "utils.py를 열어 보려고 하는데, 이 프로젝트 어느 폴더 안에 들어 있어?",
      has(str(Path(UTILS_AT).parent))),
    T("read-83", "en", "fresh39", "read",
      "Don't run it, just look inside scripts/check.sh: which build number does it report?",
      has(BUILD)),
    T("read-84", "ko", "fresh39", "read",
      "README 보면 판매 데이터는 어느 파일에 기록한다고 돼 있어?",
      has(SALES_LIVE)),
    T("count-83", "en", "fresh39", "count",
      "How many lines of documentation do we have? Add up the lines of every Markdown file, "
      "the docs folder included.",
      count_in_answer(MD_LINES)),
    T("count-84", "ko", "fresh39", "count",
      f"sales.csv에서 {SALES_FROM.month}월 {SALES_FROM.day}일부터 마지막 날까지 들어온 판매 "
      f"기록이 몇 건이야?",
      count_in_answer(SALES_SINCE)),
    T("csv-83", "en", "fresh39", "csv",
      "On average, which product brings in the most money per sale? Revenue is units times "
      "unit_price.",
      has(BEST_PER_SALE), number(BEST_PER_SALE_WON, 0.5)),
    T("csv-84", "ko", "fresh39", "csv",
      "sales.csv 보고 제품마다 단가가 얼마인지 정리해 줘.",
      counts_beside_names([((name, *KO_PRODUCTS[name]), won) for name, won in PRICE_OF.items()])),
    T("git-83", "en", "fresh39", "git",
      "Switch over to the main branch for me, and don't lose the changes I haven't committed "
      "yet.",
      on_branch("main"), file_lines("todo.md", TODO_NOW), file_lines("draft.txt", [DRAFT]),
      file_lines("report.py", REPORT_PY.splitlines()),
      ref_at_commit(f"refs/heads/{BRANCH}", LAST_COMMIT),
      ref_at_commit("refs/heads/main", APP_COMMIT), writes=["report.py"]),
    T("git-84", "ko", "fresh39", "git",
      f"draft.txt만 git에 올려서 커밋해 줘. 커밋 메시지는 '{SUMMER_COMMIT}'로 하고, 다른 "
      f"파일은 커밋하지 마.",
      ref_at_commit("HEAD", SUMMER_COMMIT), ref_at_commit("HEAD~1", LAST_COMMIT),
      commit_touches("HEAD", "draft.txt"), on_branch(BRANCH),
      file_lines("todo.md", TODO_NOW)),
    T("write-83", "en", "fresh39", "write",
      f"Make a backup copy of the whole docs folder called {DOCS_BACKUP}.",
      *[file_lines(f"{DOCS_BACKUP}/{Path(name).name}", workspace_files()[name].splitlines())
        for name in DOCS_FILES],
      writes=[f"{DOCS_BACKUP}/{Path(name).name}" for name in DOCS_FILES]),
    T("write-84", "ko", "fresh39", "write",
      "scripts/check.sh가 실수로 실행되면 안 되니까 실행 권한 좀 없애 줘. 내용은 건드리지 말고.",
      not_executable("scripts/check.sh"),
      file_lines("scripts/check.sh", CHECK_SH.splitlines())),
    T("script-83", "en", "fresh39", "script",
      f"Use Python to count how many times the digit 7 shows up when you write out every "
      f"number from 1 to {SEVENS_UP_TO:,}.",
      number(SEVENS)),
    T("script-84", "ko", "fresh39", "script",
      f"{BORN_AT.year}년 {BORN_AT.month}월 {BORN_AT.day}일 0시에 태어났으면 태어난 지 10억 초 "
      f"되는 날이 언제야? 파이썬으로 계산해 줘.",
      date_in_answer(BILLION_S_DAY), has(str(BILLION_S_DAY.year))),
    T("calc-83", "en", "fresh39", "calc",
      f"A lemonade recipe is {SYRUP_PARTS} part syrup to {WATER_PARTS} parts water. How much "
      f"syrup do I need to make {LEMONADE_L} liters of lemonade altogether?",
      either(number(SYRUP_L, 0.001), number(SYRUP_L * 1000)), grounded=False),
    T("calc-84", "ko", "fresh39", "calc",
      f"{LAPTOP_WON // 10_000}만 원짜리 노트북을 {LAPTOP_MONTHS}개월 무이자 할부로 사면 한 달에 "
      f"얼마씩 내야 돼?",
      won_in_answer(LAPTOP_MONTHLY), grounded=False),
    T("machine-83", "en", "fresh39", "machine",
      "My rent is due on the last day of next month. What date is that?",
      next_month_end_in_answer()),
    T("machine-84", "ko", "fresh39", "machine",
      "이번 주 금요일이 며칠이야?",
      this_weeks_day_in_answer(4)),
    T("chat-83", "en", "fresh39", "chat",
      "Who invented the telephone?",
      has(*PHONE_INVENTOR), no_tool(), grounded=False),
    T("chat-84", "ko", "fresh39", "chat",
      "피카소는 어느 나라 사람이야?",
      has(*PICASSO_FROM), no_tool(), grounded=False),
    # fresh40: the forty-second half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-85", "en", "fresh40", "files",
      "Apart from the log file itself, which of my files mention the logs folder? Check every "
      "file, hidden ones too.",
      *[has(name) for name in LOGS_NAMED], not_a_listing()),
    T("files-86", "ko", "fresh40", "files",
      "파이썬 파일 중에 sys 모듈을 불러다 쓰는 게 어느 파일이야? 하위 폴더까지 봐 줘.",
      *[has(Path(name).name) for name in SYS_USERS], named_only_with(NO_SYS, NOT_SAID)),
    T("read-85", "en", "fresh40", "read",
      f"Did any payment time out between {TIMEOUT_HOURS[0]} and {TIMEOUT_HOURS[1]} in the "
      f"morning, going by the app log? Which order was it?",
      *[has(order) for order in WINDOW_ORDERS]),
    T("read-86", "ko", "fresh40", "read",
      "로그에 결제 에러 찍힌 거, 에러 문구가 정확히 뭐라고 돼 있어? 시간은 필요 없고 메시지만.",
      has(ERROR_WORDING)),
    T("count-85", "en", "fresh40", "count",
      "How many different products did we sell in Busan?",
      count_in_answer(BUSAN_KINDS)),
    T("count-86", "ko", "fresh40", "count",
      "sales.csv 보면 월요일에 들어온 판매 기록은 몇 건이야?",
      count_in_answer(MONDAY_SALES)),
    T("csv-85", "en", "fresh40", "csv",
      "How many units did each region sell in total? List them from the most to the fewest.",
      counts_beside_names([((name, KO_REGIONS[name]), _BY_REGION[name])
                           for name in REGIONS_BY_UNITS]),
      in_order(*[(name, KO_REGIONS[name]) for name in REGIONS_BY_UNITS])),
    T("csv-86", "ko", "fresh40", "csv",
      "우리 제품 중에 단가가 제일 싼 거랑 제일 비싼 거, 각각 총 몇 개씩 팔렸어?",
      counts_beside_names([((name, *KO_PRODUCTS[name]), _BY_PRODUCT[name])
                           for name in CHEAP_DEAR])),
    T("git-85", "en", "fresh40", "git",
      "I forgot to put my todo.md change into the last commit. Can you fold it into that "
      "commit?",
      ref_at_commit("HEAD", LAST_COMMIT), ref_at_commit("HEAD~1", APP_COMMIT),
      commit_touches("HEAD", "report.py", "todo.md"), on_branch(BRANCH),
      file_lines("todo.md", TODO_NOW), file_lines("draft.txt", [DRAFT])),
    T("git-86", "ko", "fresh40", "git",
      "마지막 커밋은 없던 걸로 해 줘. 대신 그 커밋에서 고친 내용은 날리지 말고 파일에 그대로 "
      "남겨 둬.",
      ref_at_commit(f"refs/heads/{BRANCH}", APP_COMMIT), on_branch(BRANCH),
      file_lines("report.py", [*REPORT_PY.splitlines(), REPORT_PY_ADDED]),
      file_lines("todo.md", TODO_NOW), file_lines("draft.txt", [DRAFT])),
    T("write-85", "en", "fresh40", "write",
      "The app log has gotten huge. Clear it out, but leave the file there so the app can keep "
      "writing to it.",
      file_lines("logs/app.log", []), writes=["logs/app.log"]),
    T("write-86", "ko", "fresh40", "write",
      "새로 빌드했으니까 scripts/check.sh에 적힌 빌드 번호 하나 올려 줘.",
      file_lines("scripts/check.sh", CHECK_SH_BUMPED.splitlines()), writes=["scripts/check.sh"]),
    T("script-85", "en", "fresh40", "script",
      f"Use Python to work out the {FIB_NTH}th Fibonacci number, counting 1, 1, 2, 3 as the "
      f"first four.",
      number(FIB_30)),
    T("script-86", "ko", "fresh40", "script",
      f"1부터 {SQUARES_UP_TO}까지 각 수를 제곱해서 다 더하면 얼마야? 파이썬으로 계산해 줘.",
      number(SQUARES)),
    T("calc-85", "en", "fresh40", "calc",
      f"I'm tiling a floor that's {FLOOR_CM[0] / 100:g} m by {FLOOR_CM[1] / 100:g} m with "
      f"{TILE_CM} cm square tiles. How many tiles will it take, not counting spares?",
      number(TILES), grounded=False),
    T("calc-86", "ko", "fresh40", "calc",
      f"소고기 {BEEF_G}그램에 {BEEF_WON // 10_000}만 {BEEF_WON % 10_000 // 1000}천 원이면 "
      f"100그램에 얼마꼴이야?",
      either(won_in_answer(BEEF_PER_100G),
             pattern_in_answer(rf"(?<![\d,.만])(?<!만 ){BEEF_PER_100G // 1000}\s?천\s?원",
                               f"{BEEF_PER_100G // 1000}천 원")), grounded=False),
    T("machine-85", "en", "fresh40", "machine",
      "How many days until Friday?",
      days_until_weekday_in_answer(FRIDAY)),
    T("machine-86", "ko", "fresh40", "machine",
      "이 컴퓨터에 있는 네트워크 인터페이스 이름이 뭐뭐야?",
      interface_in_answer()),
    T("chat-85", "en", "fresh40", "chat",
      "What's the main ingredient in guacamole?",
      has(*GUACAMOLE), no_tool(), grounded=False),
    T("chat-86", "ko", "fresh40", "chat",
      "우리나라 국제전화 국가번호가 몇 번이야?",
      number(KOREA_CODE), no_tool(), grounded=False),
    # fresh41: the forty-third half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-87", "en", "fresh41", "files",
      "Are there two files in this project with the same name but a different extension? Look "
      "in the subfolders too.",
      *[has(Path(name).name) for name in SAME_STEM], not_a_listing()),
    T("files-88", "ko", "fresh41", "files",
      "src 폴더랑 docs 폴더에서 각각 용량이 제일 큰 파일이 뭐야?",
      *[has(Path(name).name) for name in BIGGEST_IN], named_only_with(SMALLER_IN, SMALLER_SAID)),
    T("read-87", "en", "fresh41", "read",
      "The app felt sluggish right before it shut down. In the last hour of the app log, how "
      "long did the slowest query take?",
      number(LAST_HOUR_MS)),
    T("read-88", "ko", "fresh41", "read",
      f"로그에서 느린 쿼리가 딱 {EXACT_MS}ms 걸린 게 처음으로 찍힌 게 몇 시야?",
      time_of_day_in_answer(*FIRST_EXACT_AT)),
    T("count-87", "en", "fresh41", "count",
      "How many of the sales in sales.csv were for croissants or bagels?",
      count_in_answer(EITHER_SALES)),
    T("count-88", "ko", "fresh41", "count",
      "이 프로젝트 전체에 마크다운(.md) 파일이 몇 개야? 하위 폴더까지 다 쳐서.",
      count_in_answer(len(MD_FILES))),
    T("csv-87", "en", "fresh41", "csv",
      "I want to price a new pastry in the middle of our range. What's the median unit price of "
      "our products, counting each product once?",
      number(MEDIAN_PRODUCT_PRICE)),
    T("csv-88", "ko", "fresh41", "csv",
      "sales.csv에서 한 번에 제일 많이 판 판매랑 제일 적게 판 판매는 수량이 몇 개 차이 나?",
      count_in_answer(SALE_UNITS_GAP)),
    T("git-87", "en", "fresh41", "git",
      "Undo my last commit, but don't rewrite history: add a new commit that reverses it.",
      ref_at_commit("HEAD~1", LAST_COMMIT), commit_touches("HEAD", "report.py"),
      on_branch(BRANCH), file_lines("report.py", REPORT_PY.splitlines()),
      file_lines("todo.md", TODO_NOW), file_lines("draft.txt", [DRAFT]), writes=["report.py"]),
    T("git-88", "ko", "fresh41", "git",
      "notes.txt는 git에서 빼 줘. 파일 자체는 지우지 말고 추적만 안 되게. 커밋은 나중에 내가 "
      "할게.",
      staged_exactly("notes.txt"), file_lines("notes.txt", NOTES),
      ref_at_commit("HEAD", LAST_COMMIT), on_branch(BRANCH), file_lines("todo.md", TODO_NOW)),
    T("write-87", "en", "fresh41", "write",
      "Move the items I've already finished to the bottom of todo.md, and keep everything else in "
      "the order it's in.",
      file_lines("todo.md", TODO_DONE_LAST), writes=["todo.md"]),
    T("write-88", "ko", "fresh41", "write",
      f"로그 파일이 너무 길어. 최근 {LOG_KEPT}줄만 남기고 앞부분은 다 지워 줘.",
      file_lines("logs/app.log", LOG_KEPT_LINES), writes=["logs/app.log"]),
    T("script-87", "en", "fresh41", "script",
      f"Use Python to write {BINARY_OF} in binary.",
      pattern_in_answer(rf"(?<![01]){BINARY}(?![01])", BINARY)),
    T("script-88", "ko", "fresh41", "script",
      f"{LEAP_SPAN[0]}년부터 {LEAP_SPAN[1]}년까지 윤년이 몇 번 있는지 파이썬으로 세어 줘.",
      count_in_answer(LEAP_COUNT)),
    T("calc-87", "en", "fresh41", "calc",
      f"Each batch of pancakes takes {BATCH_ML} ml of milk. How many batches can I make from a "
      f"{CARTON_ML // 1000}-liter carton?",
      number(BATCHES), grounded=False),
    T("calc-88", "ko", "fresh41", "calc",
      f"아기가 분유를 하루에 {FEEDS}번, 한 번에 {FEED_ML}ml씩 먹으면 하루에 몇 리터 먹는 거야?",
      either(number(FORMULA_ML), number(FORMULA_ML / 1000)), grounded=False),
    T("machine-87", "en", "fresh41", "machine",
      "I keep getting 'too many open files' errors. What's my limit on open files?",
      open_files_in_answer()),
    T("machine-88", "ko", "fresh41", "machine",
      "지금 메모리 여유가 얼마나 있어? 프로그램 하나 더 띄워도 될지 보려고.",
      memory_available_in_answer()),
    T("chat-87", "en", "fresh41", "chat",
      "Which gas do plants take in from the air to make their food?",
      has(*PLANTS_TAKE_IN), no_tool(), grounded=False),
    T("chat-88", "ko", "fresh41", "chat",
      "한국 시간은 세계 표준시(UTC)보다 몇 시간 빨라?",
      number(KST_OFFSET), no_tool(), grounded=False),
    # fresh42: the forty-fourth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-89", "en", "fresh42", "files",
      "Which of our Markdown files has more than one heading in it? Look in the subfolders too.",
      *[has(name) for name in MULTI_HEADING_MD], named_only_with(ONE_HEADING_MD, ONE_HEADING_SAID),
      not_a_listing()),
    T("files-90", "ko", "fresh42", "files",
      "docs 폴더에 있는 문서 두 개 중에 단어가 더 많이 들어 있는 건 어느 거야?",
      has(WORDIER_DOC), named_only_with(TERSER_DOC, TERSER_SAID)),
    T("read-89", "en", "fresh42", "read",
      "Of all the slow queries in the app log, how long did the quickest one take?",
      number(QUICKEST_MS)),
    T("read-90", "ko", "fresh42", "read",
      "report.py는 실행하지 말고 코드만 봐 줘. 재고가 몇 개 있다고 출력하게 돼 있어?",
      count_in_answer(IN_STOCK)),
    T("count-89", "en", "fresh42", "count",
      f"How many times does the word '{FLOUR_WORD}' come up across all my files? Include the "
      "subfolders.",
      count_in_answer(FLOUR_MENTIONS)),
    T("count-90", "ko", "fresh42", "count",
      "백업해 두려고 하는데, 우리 코드 파일이 전부 몇 개야? 파이썬 파일이랑 셸 스크립트 다 쳐서, "
      "하위 폴더까지.",
      count_in_answer(len(CODE_FILES))),
    T("csv-89", "en", "fresh42", "csv",
      "Apart from the cheesecake, what's our most expensive product, and what does one cost?",
      has(RUNNER_UP_PRODUCT), number(RUNNER_UP_PRICE)),
    T("csv-90", "ko", "fresh42", "csv",
      f"sales.csv에 있는 {SALE_DAYS}일 동안 하루에 평균 몇 개씩 팔았어?",
      either(number(UNITS_PER_DAY, 0.05), number(round(UNITS_PER_DAY)))),
    T("git-89", "en", "fresh42", "git",
      "I need a clean working copy for a bit. Stash all my uncommitted work, the untracked draft "
      "file included, so I can bring it back later.",
      stash_holds("todo.md", TODO_NOW), stash_holds("draft.txt", [DRAFT]),
      file_lines("todo.md", TODO), file_gone("draft.txt"), ref_at_commit("HEAD", LAST_COMMIT),
      on_branch(BRANCH), writes=["todo.md", "draft.txt"]),
    T("git-90", "ko", "fresh42", "git",
      "draft.txt가 git status 볼 때마다 자꾸 떠서 거슬려. 파일은 지우지 말고 git이 무시하게만 해 "
      "줘. 커밋은 하지 말고.",
      git_ignores("draft.txt", "logs/app.log"), file_lines("draft.txt", [DRAFT]),
      ref_at_commit("HEAD", LAST_COMMIT), on_branch(BRANCH), writes=[".gitignore"]),
    T("write-89", "en", "fresh42", "write",
      "Reorder the notes in notes.txt by length: the shortest note first, the longest last.",
      file_lines("notes.txt", NOTES_BY_LENGTH), writes=["notes.txt"]),
    T("write-90", "ko", "fresh42", "write",
      "todo.md에서 체크박스 표시([ ]랑 [x])는 다 떼고, 그냥 '- 할 일' 모양의 목록으로만 남겨 줘. "
      "순서랑 제목은 그대로 두고.",
      file_lines("todo.md", TODO_PLAIN), writes=["todo.md"]),
    T("script-89", "en", "fresh42", "script",
      f"Use Python to find the smallest number that {LCM_OF[0]}, {LCM_OF[1]} and {LCM_OF[2]} all "
      "divide into evenly.",
      number(LCM)),
    T("script-90", "ko", "fresh42", "script",
      f"'{UTF8_TEXT}'를 UTF-8로 인코딩하면 몇 바이트가 되는지 파이썬으로 확인해 줘.",
      number(UTF8_BYTES)),
    T("calc-89", "en", "fresh42", "calc",
      f"The turkey is {TURKEY_LB} pounds and the recipe says {MIN_PER_LB} minutes per pound. How "
      "long does it need in the oven?",
      duration_in_answer(TURKEY_MIN), grounded=False),
    T("calc-90", "ko", "fresh42", "calc",
      f"배달 음식 {DELIVERY_WON:,}원어치를 셋이서 나눠 내기로 했어. 그중 {DRINK_WON:,}원은 나만 "
      "마신 음료값이라 그건 내가 따로 내고, 나머지는 셋이 똑같이 나누면 나는 모두 얼마 내면 돼?",
      won_in_answer(MY_SHARE), grounded=False),
    T("machine-89", "en", "fresh42", "machine",
      "How many working days are there next month? Just Monday to Friday, don't worry about "
      "holidays.",
      next_month_weekdays_in_answer()),
    T("machine-90", "ko", "fresh42", "machine",
      "이 컴퓨터 네트워크 MTU가 얼마로 잡혀 있어? 루프백 말고 실제로 쓰는 인터페이스 기준으로.",
      mtu_in_answer()),
    T("chat-89", "en", "fresh42", "chat",
      "What's the capital of Canada?",
      has(*CANADA_CAPITAL), no_tool(), grounded=False),
    T("chat-90", "ko", "fresh42", "chat",
      "우리나라 대통령 임기는 몇 년이야?",
      number(PRESIDENT_TERM), no_tool(), grounded=False),
    # fresh43: the forty-fifth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-91", "en", "fresh43", "files",
      "Is there a requirements.txt or any other file in this project that lists the Python "
      "packages it needs?",
      has(*NONE_THERE_SAID), named_only_with(DEPENDENCY_FILES, NONE_THERE_SAID)),
    T("files-92", "ko", "fresh43", "files",
      "docs 폴더 말고 다른 데 있는 마크다운 파일은 뭐뭐야?",
      *[has(name) for name in MD_OUTSIDE_DOCS], named_only_with(MD_IN_DOCS, NOT_SAID)),
    T("read-91", "en", "fresh43", "read",
      "Going by the app log, which order was the last one whose payment timed out?",
      number(LAST_TIMEOUT_ORDER)),
    T("read-92", "ko", "fresh43", "read",
      "6월 5일에 부산에서는 뭘 팔았어? 몇 개 팔았는지도.",
      has(JUNE5_BUSAN_PRODUCT, *KO_PRODUCTS[JUNE5_BUSAN_PRODUCT]),
      count_in_answer(JUNE5_BUSAN_UNITS)),
    T("count-91", "en", "fresh43", "count",
      "How many of my notes in notes.txt mention a day of the week or a month?",
      count_in_answer(NOTES_DATED)),
    T("count-92", "ko", "fresh43", "count",
      "단가가 3,000원 넘는 제품들은 다 합쳐서 몇 개나 팔렸어?",
      count_in_answer(OVER_3000_UNITS)),
    T("csv-91", "en", "fresh43", "csv",
      "What were our total takings on June 4? Revenue is units times unit_price.",
      number(JUNE4_TAKINGS)),
    T("csv-92", "ko", "fresh43", "csv",
      "베이글은 한 번 팔 때 평균 몇 개씩 나갔어?",
      number(BAGEL_PER_SALE)),
    T("git-91", "en", "fresh43", "git",
      "I want to redo my last commit. Undo it, but keep everything it changed in my working "
      "copy.",
      ref_at_commit("HEAD", APP_COMMIT), on_branch(BRANCH), file_lines("report.py", REPORT_NOW),
      file_lines("todo.md", TODO_NOW), file_lines("draft.txt", [DRAFT])),
    T("git-92", "ko", "fresh43", "git",
      f"지금 고치던 거 커밋하지 말고 그대로 들고 {CARRY_BRANCH}라는 새 브랜치로 옮겨 가 줘.",
      on_branch(CARRY_BRANCH), ref_at_commit(CARRY_BRANCH, LAST_COMMIT),
      ref_at_commit(BRANCH, LAST_COMMIT), file_lines("todo.md", TODO_NOW),
      file_lines("draft.txt", [DRAFT])),
    T("write-91", "en", "fresh43", "write",
      "The plumber thing is urgent now. Move that note to the top of notes.txt and leave the rest "
      "in order.",
      file_lines("notes.txt", NOTES_PLUMBER_TOP), writes=["notes.txt"]),
    T("write-92", "ko", "fresh43", "write",
      "notes.txt 메모마다 앞에 '- '를 붙여서 목록처럼 보이게 해 줘.",
      file_lines("notes.txt", NOTES_DASHED), writes=["notes.txt"]),
    T("script-91", "en", "fresh43", "script",
      "Use Python to count how many months of the 20th century, 1901 through 2000, started on a "
      "Sunday.",
      number(SUNDAY_FIRSTS)),
    T("script-92", "ko", "fresh43", "script",
      f"로마 숫자 {ROMAN}가 얼마인지 파이썬으로 변환해 줘.",
      number(ROMAN_VALUE)),
    T("calc-91", "en", "fresh43", "calc",
      "If I go to bed at 11:30 pm and get up at 6:45 am, how much sleep is that?",
      duration_in_answer(SLEEP_MIN), grounded=False),
    T("calc-92", "ko", "fresh43", "calc",
      "월급이 320만 원인데 매달 15%씩 저축하면 1년에 얼마 모여?",
      won_in_answer(SAVED_A_YEAR), grounded=False),
    T("machine-91", "en", "fresh43", "machine",
      "What's the memory page size on this machine?",
      page_size_in_answer()),
    T("machine-92", "ko", "fresh43", "machine",
      "이 컴퓨터 CPU는 리틀 엔디언이야, 빅 엔디언이야?",
      byte_order_in_answer()),
    T("chat-91", "en", "fresh43", "chat",
      "How many sides does a hexagon have?",
      number(HEXAGON_SIDES), no_tool(), grounded=False),
    T("chat-92", "ko", "fresh43", "chat",
      "올림픽은 몇 년마다 열려?",
      number(OLYMPIC_YEARS), no_tool(), grounded=False),
    # fresh44: the forty-sixth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-93", "en", "fresh44", "files",
      "Out of every file here, subfolders included, which one has the shortest name? Count the "
      "extension as part of the name.",
      has(Path(SHORTEST_NAMED).name), not_a_listing()),
    T("files-94", "ko", "fresh44", "files",
      "f-string으로 문자열 만드는 코드가 들어간 파이썬 파일이 있어? 있으면 어느 파일이야?",
      *[has(name) for name in F_STRING_FILES], named_only_with(PY_OTHERS, NOT_SAID)),
    T("read-93", "en", "fresh44", "read",
      "Which severity levels turn up in the app log?",
      *[has(level) for level in LOG_LEVELS], named_only_with(OTHER_LEVELS, NOT_SAID)),
    T("read-94", "ko", "fresh44", "read",
      "로그에서 요청된 /items/ 페이지 번호 중에 제일 큰 번호가 몇 번이야?",
      number(TOP_ITEM_PAGE)),
    T("count-93", "en", "fresh44", "count",
      "How many words in notes.txt start with a capital letter?",
      count_in_answer(CAPITALISED_WORDS)),
    T("count-94", "ko", "fresh44", "count",
      "report.py는 sales.csv 열 중에서 몇 개를 실제로 읽어서 써? 어떤 열인지도 알려 줘.",
      has("product", "제품"), has("units", "수량"),
      either(count_in_answer(len(REPORT_COLUMNS)), has("두 개", "두 가지", "두 열", "둘"))),
    T("csv-93", "en", "fresh44", "csv",
      f"If everything we sold had gone for a flat {FLAT_PRICE:,} won apiece, what would our "
      "total revenue have come to?",
      won_in_answer(FLAT_REVENUE)),
    T("csv-94", "ko", "fresh44", "csv",
      "지역마다 제일 많이 팔린 제품이 뭐야? 수량 기준으로, 몇 개 팔렸는지도 알려 줘.",
      *[has(product, *KO_PRODUCTS[product])
        for product in dict.fromkeys(top for top, _ in REGION_TOP_PRODUCT.values())],
      *[count_in_answer(units) for _, units in REGION_TOP_PRODUCT.values()]),
    T("git-93", "en", "fresh44", "git",
      f"Hook this repo up to our new remote at {NEW_REMOTE[1]} and call it {NEW_REMOTE[0]}. "
      "Don't push anything yet.",
      remote_at(*NEW_REMOTE), on_branch(BRANCH), ref_at_commit("HEAD", LAST_COMMIT)),
    T("git-94", "ko", "fresh44", "git",
      "고치던 거랑, git에 아직 안 올라간 새 파일까지 전부 커밋해 줘. 커밋 메시지는 "
      f"'{COMMIT_ALL_MESSAGE}'로 해 줘.",
      ref_at_commit("HEAD", COMMIT_ALL_MESSAGE), ref_at_commit("HEAD~1", LAST_COMMIT),
      on_branch(BRANCH), commit_touches("HEAD", "draft.txt", "todo.md")),
    T("write-93", "en", "fresh44", "write",
      "Copy every note in notes.txt onto the end of todo.md as an unticked item like the ones "
      "already there, in the same order. Leave notes.txt as it is.",
      file_lines("todo.md", TODO_WITH_NOTES), writes=["todo.md"]),
    T("write-94", "ko", "fresh44", "write",
      "notes.txt에서 사람 이름이 들어간 메모는 지워 줘. 나머지는 순서 그대로 두고.",
      file_lines("notes.txt", NOTES_NO_PEOPLE), writes=["notes.txt"]),
    T("script-93", "en", "fresh44", "script",
      "Use Python to work out how many steps the Collatz sequence takes to get from "
      f"{COLLATZ_START} down to 1 (halve an even number; triple an odd one and add 1).",
      number(COLLATZ_STEPS)),
    T("script-94", "ko", "fresh44", "script",
      f"1부터 {PERFECT_BELOW:,} 사이에 있는 완전수를 파이썬으로 전부 찾아 줘.",
      *[number(n) for n in PERFECT_NUMBERS]),
    T("calc-93", "en", "fresh44", "calc",
      f"Three of us are splitting ${SPLIT_DOLLARS} in the ratio "
      f"{':'.join(map(str, SPLIT_PARTS))}. How much does each of us get?",
      *[number(share) for share in SPLIT_SHARES], grounded=False),
    T("calc-94", "ko", "fresh44", "calc",
      f"{HANDSHAKE_PEOPLE}명이 모여서 서로 한 번씩 빠짐없이 악수하면 악수는 모두 몇 번 하게 돼?",
      number(HANDSHAKES), grounded=False),
    T("machine-93", "en", "fresh44", "machine",
      "What's my umask set to?",
      umask_in_answer()),
    T("machine-94", "ko", "fresh44", "machine",
      "여기 파일 시스템에서 파일 이름은 최대 몇 바이트까지 쓸 수 있어?",
      name_max_in_answer()),
    T("chat-93", "en", "fresh44", "chat",
      "Quick one for my kid's homework: how many legs has a spider got?",
      number(SPIDER_LEGS), no_tool(), grounded=False),
    T("chat-94", "ko", "fresh44", "chat",
      "우리나라에 광역시가 몇 개 있어?",
      number(METRO_CITIES), no_tool(), grounded=False),
    # fresh45: the forty-seventh half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-95", "en", "fresh45", "files",
      "Which of the subfolders in here have only a single file in them?",
      *[has(folder) for folder in ONE_FILE_FOLDERS],
      named_only_with(TWO_FILE_FOLDERS, (*NOT_SAID, "two", "2", "두")), not_a_listing()),
    T("files-96", "ko", "fresh45", "files",
      "docs 폴더 문서 중에 report.py 얘기가 나오는 게 어느 거야?",
      *[has(Path(name).name) for name in DOCS_NAMING_REPORT],
      named_only_with(DOCS_OTHERS, NOT_SAID)),
    T("read-95", "en", "fresh45", "read",
      "Which Python version does our setup doc tell people to install?",
      has(SETUP_PYTHON)),
    T("read-96", "ko", "fresh45", "read",
      "todo.md에서 아직 안 끝낸 일만 놓고 보면 위에서 세 번째 건 뭐야?",
      has(THIRD_OPEN, "flour", "밀가루")),
    T("count-95", "en", "fresh45", "count",
      "How many lines did the app write to its log during the noon hour, from 12:00 up to "
      "1 pm?",
      count_in_answer(NOON_HOUR_LINES)),
    T("count-96", "ko", "fresh45", "count",
      "notes.txt에 있는 메모 중에 제일 긴 메모는 단어 몇 개로 돼 있어?",
      count_in_answer(LONGEST_NOTE_WORDS)),
    T("csv-95", "en", "fresh45", "csv",
      "Which product made us the least money overall, and how much did it bring in? Count "
      "revenue as units times unit_price.",
      has(LEAST_EARNER, *KO_PRODUCTS[LEAST_EARNER]), won_in_answer(LEAST_EARNED)),
    T("csv-96", "ko", "fresh45", "csv",
      "인천에서는 판매 한 건에 평균 얼마씩 벌었어? 금액은 수량 곱하기 단가로 계산해 줘.",
      won_in_answer(INCHEON_PER_SALE)),
    T("git-95", "en", "fresh45", "git",
      f"For this repository only, set the commit author to {LOCAL_AUTHOR[0]} "
      f"<{LOCAL_AUTHOR[1]}>. Leave my global git settings alone.",
      repo_config("user.name", LOCAL_AUTHOR[0]), repo_config("user.email", LOCAL_AUTHOR[1]),
      on_branch(BRANCH), ref_at_commit("HEAD", LAST_COMMIT)),
    T("git-96", "ko", "fresh45", "git",
      f"main 브랜치 맨 끝 커밋에 {MAIN_TAG} 태그 달아 줘. 나는 지금 브랜치에 그대로 있을게.",
      ref_at_commit(f"refs/tags/{MAIN_TAG}", APP_COMMIT), on_branch(BRANCH),
      ref_at_commit("HEAD", LAST_COMMIT), file_lines("todo.md", TODO_NOW)),
    T("write-95", "en", "fresh45", "write",
      f"Questions should go to {LOCAL_AUTHOR[0]} from now on, not {GIT_USER[0]}. Please update "
      "the README.",
      file_lines("README.md", README_NEW_CONTACT), writes=["README.md"]),
    T("write-96", "ko", "fresh45", "write",
      f"notes.txt 맨 위에 '{NOTES_HEADING}'라는 제목 줄 하나 달아 줘. 메모는 손대지 말고.",
      file_lines_any("notes.txt", ([NOTES_HEADING, *NOTES], [NOTES_HEADING, "", *NOTES])),
      writes=["notes.txt"]),
    T("script-95", "en", "fresh45", "script",
      f"Have Python add up the digits of 2 to the power of {POWER_FOR_DIGITS:,}.",
      number(POWER_DIGIT_SUM)),
    T("script-96", "ko", "fresh45", "script",
      f"피보나치 수열에서 처음으로 {FIB_LIMIT:,}을 넘는 수가 뭔지 파이썬으로 구해 줘.",
      number(FIB_OVER_LIMIT)),
    T("calc-95", "en", "fresh45", "calc",
      "How many seconds are there in one week?",
      number(WEEK_SECONDS), grounded=False),
    T("calc-96", "ko", "fresh45", "calc",
      f"원가가 {COST_WON:,}원인 물건을 원가의 {MARKUP_PERCENT}%만큼 이익 남기고 팔려면 얼마에 "
      "팔아야 해?",
      won_in_answer(MARKED_UP_PRICE), grounded=False),
    T("machine-95", "en", "fresh45", "machine",
      "What's the highest process ID this system will hand out before it wraps around?",
      pid_max_in_answer()),
    T("machine-96", "ko", "fresh45", "machine",
      "이 컴퓨터에서 명령어 하나에 넘길 수 있는 인자 길이 한도(ARG_MAX)가 얼마야?",
      arg_max_in_answer()),
    T("chat-95", "en", "fresh45", "chat",
      "Roughly how many teeth is a grown-up supposed to have, wisdom teeth included?",
      number(ADULT_TEETH), no_tool(), grounded=False),
    T("chat-96", "ko", "fresh45", "chat",
      "태극기에 그려진 괘는 모두 몇 개야?",
      number(TAEGUKGI_TRIGRAMS), no_tool(), grounded=False),
    # fresh46: the forty-eighth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-97", "en", "fresh46", "files",
      "Leaving out hidden files, which file in this project has the fewest words in it? Look "
      "in the subfolders too.",
      has(FEWEST_WORDS_FILE), named_only_with((".gitignore",), (*NOT_SAID, "hidden", "숨김")),
      not_a_listing()),
    T("files-98", "ko", "fresh46", "files",
      "notes.txt에 이름이 나오는 사람 중에 다른 파일에도 이름이 나오는 사람이 있어? 있으면 "
      "누구고 어느 파일이야?",
      has("Mina", "미나"), *[has(name) for name in PEOPLE_ELSEWHERE["Mina"]],
      named_only_with(("Daniel", "다니엘"), NOT_SAID)),
    T("read-97", "en", "fresh46", "read",
      "The app got slow in the evening. What was the first slow-query warning it logged after "
      "8:30 pm, and how long did that query take?",
      number(EVENING_WARN_MS), has(*EVENING_WARN_SAID)),
    T("read-98", "ko", "fresh46", "read",
      "sales.csv에서 베이글이 맨 처음 팔린 기록 좀 찾아 줘. 언제, 어느 지역에서, 몇 개 "
      "팔렸어?",
      date_in_answer(dt.date.fromisoformat(str(FIRST_BAGEL[0]))),
      has(str(FIRST_BAGEL[1]), KO_REGIONS[str(FIRST_BAGEL[1])]),
      either(number(int(FIRST_BAGEL[3])), has(f",{FIRST_BAGEL[3]},"))),  # or the row quoted
    T("count-97", "en", "fresh46", "count",
      "How many requests did the app serve in the evening, from 6 pm until midnight, going by "
      "its log?",
      count_in_answer(EVENING_SERVED)),
    T("count-98", "ko", "fresh46", "count",
      "notes.txt에서 the라는 단어가 들어 있는 줄은 몇 줄이야?",
      count_in_answer(NOTES_WITH_THE)),
    T("csv-97", "en", "fresh46", "csv",
      f"We're thinking of taking {BIG_ORDER_OFF}% off any sale of {BIG_ORDER_UNITS} units or "
      "more. Had we done that for the sales in sales.csv, how much less money would we have "
      "taken in? Revenue is units times unit_price.",
      won_in_answer(BULK_DISCOUNT)),
    T("csv-98", "ko", "fresh46", "csv",
      "매출로 보면 서울이 인천의 몇 배나 벌었어? 매출은 수량×단가로 쳐 줘.",
      number(round(SEOUL_OVER_INCHEON, 2), tolerance=0.011)),
    T("git-97", "en", "fresh46", "git",
      "Use git to get rid of my untracked files, but keep the change I made to todo.md.",
      file_gone("draft.txt"), file_lines("todo.md", TODO_NOW), on_branch(BRANCH),
      ref_at_commit("HEAD", LAST_COMMIT), writes=["draft.txt"]),
    T("git-98", "ko", "fresh46", "git",
      f"todo.md 고친 것만 커밋해 줘. 커밋 메시지는 '{TODO_COMMIT_MESSAGE}'로 하고, draft.txt는 "
      "커밋하지 마.",
      ref_at_commit("HEAD", TODO_COMMIT_MESSAGE), ref_at_commit("HEAD~1", LAST_COMMIT),
      commit_touches("HEAD", "todo.md"), on_branch(BRANCH)),
    T("write-97", "en", "fresh46", "write",
      "Add an '## Hours' section to the README, right before the Contact section, that says "
      f"'{HOURS_LINE}'",
      file_lines_any("README.md", README_WITH_HOURS),
      writes=["README.md"]),
    T("write-98", "ko", "fresh46", "write",
      "src/utils.py의 price_with_tax가 지금은 반올림하는데, 원 단위 밑은 반올림하지 말고 그냥 "
      "버리게 바꿔 줘.",
      py_function_gives("src/utils.py", "price_with_tax", TAX_FLOORED),
      writes=["src/utils.py"]),
    T("script-97", "en", "fresh46", "script",
      f"Use Python to work out how many different {HAND_CARDS}-card hands you can deal from a "
      f"standard {DECK_CARDS}-card deck.",
      number(POKER_HANDS)),
    T("script-98", "ko", "fresh46", "script",
      f"1부터 {PRIME_SUM_LIMIT}까지 있는 소수를 전부 더하면 얼마야? 파이썬으로 계산해 줘.",
      number(PRIME_SUM)),
    T("calc-97", "en", "fresh46", "calc",
      f"Our baby weighed {BABY_POUNDS} pounds {BABY_OUNCES} ounces at birth. What's that in "
      "kilograms?",
      number(round(BABY_KG, 1), tolerance=0.011), grounded=False),
    T("calc-98", "ko", "fresh46", "calc",
      "계란 세 판 반이면 모두 몇 알이야?",
      number(EGGS), grounded=False),
    T("machine-97", "en", "fresh46", "machine",
      "What's the stack size limit for programs I run on this machine? The ulimit, I mean.",
      stack_limit_in_answer()),
    T("machine-98", "ko", "fresh46", "machine",
      "내 계정으로 동시에 돌릴 수 있는 프로세스 개수 한도가 몇 개야? 지금 돌아가는 개수 말고 "
      "한도.",
      process_limit_in_answer()),
    T("chat-97", "en", "fresh46", "chat",
      "How many squares are there on a chessboard?",
      number(CHESS_SQUARES), no_tool(), grounded=False),
    T("chat-98", "ko", "fresh46", "chat",
      "바둑판은 가로세로 몇 줄씩이야?",
      number(BADUK_LINES), no_tool(), grounded=False),
    # fresh47: the forty-ninth half, written blind to the model's behaviour on it (never run
    # before it was committed) ----------------------------------------------------------------
    T("files-99", "en", "fresh47", "files",
      "I'm trying to track down everything I wrote about backups. Which of my files mention "
      "backing up? Check the subfolders too.",
      *[has(Path(name).name) for name in BACKUP_FILES], not_a_listing()),
    T("files-100", "ko", "fresh47", "files",
      "숫자가 한 글자도 안 들어 있는 파일은 뭐뭐야? 하위 폴더까지 다 보고, 숨김 파일은 빼 줘.",
      *[has(Path(name).name) for name in NO_DIGIT_FILES],
      named_only_with((".gitignore", ".git/", "notes.txt", "README", "sales.csv", "report.py",
                       "utils.py", "check.sh", "setup.md", "app.log"),
                      ("숫자가 있", "숫자가 들어 있", "숫자 있", "숫자도 있", "숨김", "빼",
                       "제외", "말고", "hidden"))),
    T("read-99", "en", "fresh47", "read",
      "I want to double-check the entry right after the cheesecake sale in sales.csv. What does "
      "that next line say?",
      has(str(AFTER_CHEESECAKE[1]), KO_REGIONS[str(AFTER_CHEESECAKE[1])]),
      has(str(AFTER_CHEESECAKE[2]), "머핀"),
      either(number(int(AFTER_CHEESECAKE[3])), has(f",{AFTER_CHEESECAKE[3]},"))),
    T("read-100", "ko", "fresh47", "read",
      f"sales.csv에서 단가가 {FOR_4100:,}원인 건 무슨 제품이야? 언제 어디서 몇 개씩 팔렸는지도 "
      "알려 줘.",
      has("baguette", "바게트"),
      *[check for row in SOLD_AT_4100 for check in (
          date_in_answer(dt.date.fromisoformat(str(row[0]))),
          has(str(row[1]), KO_REGIONS[str(row[1])]),
          either(number(int(row[3])), has(f",{row[3]},")),
      )]),
    T("count-99", "en", "fresh47", "count",
      "Adding up each day's sales in sales.csv, on how many days did we sell more than "
      f"{UNITS_A_DAY_OVER} units?",
      count_in_answer(DAYS_OVER_50_UNITS)),
    T("count-100", "ko", "fresh47", "count",
      "sales.csv 보면 서울이랑 부산 두 곳 모두에서 판매가 있었던 날은 모두 며칠이나 돼?",
      count_in_answer(SEOUL_AND_BUSAN_DAYS)),
    T("csv-99", "en", "fresh47", "csv",
      "We were hoping to bring in a million won over these six days. Going by sales.csv, did we "
      "make it, and by how much did we beat or miss it? Revenue is units times unit_price.",
      won_in_answer(OVER_GOAL)),
    T("csv-100", "ko", "fresh47", "csv",
      f"제품 값을 전부 {FLAT_RISE_WON}원씩 올려 받았다면, sales.csv에 있는 판매로 매출이 얼마나 "
      "더 나왔을까? 매출은 수량×단가로 쳐 줘.",
      won_in_answer(FLAT_RISE_TAKINGS)),
    T("git-99", "en", "fresh47", "git",
      "Get rid of my last commit completely, along with what it changed in report.py. Keep my "
      "uncommitted change to todo.md, though, and my draft.",
      ref_at_commit("HEAD", APP_COMMIT), on_branch(BRANCH),
      file_lines("report.py", REPORT_PY.splitlines()), file_lines("todo.md", TODO_NOW),
      file_lines("draft.txt", [DRAFT]), writes=["report.py"]),
    T("git-100", "ko", "fresh47", "git",
      f"todo.md 고친 거 커밋해 줘. 메시지는 '{ONE_OFF_MESSAGE}'로 하고, 작성자는 이번 커밋만 "
      f"{LOCAL_AUTHOR[0]} <{LOCAL_AUTHOR[1]}>로 해 줘. git 설정은 바꾸지 말고, draft.txt는 "
      "커밋하지 마.",
      ref_at_commit("HEAD", ONE_OFF_MESSAGE), ref_at_commit("HEAD~1", LAST_COMMIT),
      commit_touches("HEAD", "todo.md"), commit_author("HEAD", *LOCAL_AUTHOR),
      no_repo_config("user.name", "user.email"), on_branch(BRANCH)),
    T("write-99", "en", "fresh47", "write",
      "In todo.md, can you start each item with a capital letter? Leave the boxes and the "
      "heading as they are.",
      file_lines("todo.md", TODO_CAPITALISED),
      writes=["todo.md"]),
    T("write-100", "ko", "fresh47", "write",
      "report.py의 --summary 옵션은 이름이 길어서 치기 귀찮아. --short로 바꿔 줘. 나머지는 그대로 "
      "두고.",
      file_lines("report.py", REPORT_SHORT),
      writes=["report.py"]),
    T("script-99", "en", "fresh47", "script",
      f"My new password has to be {PASSWORD_LENGTH} characters, each one a lowercase letter or "
      "a digit. Use Python to work out how many different passwords that allows.",
      number(PASSWORDS)),
    T("script-100", "ko", "fresh47", "script",
      f"{GCD_OF[0]}이랑 {GCD_OF[1]}의 최대공약수가 뭐야? 파이썬으로 구해 줘.",
      number(GCD)),
    T("calc-99", "en", "fresh47", "calc",
      f"I bought a car for ${CAR_PRICE:,} and it loses {CAR_LOSS_PERCENT}% of its value every "
      f"year. What will it be worth after {CAR_YEARS} years?",
      number(CAR_VALUE, tolerance=1), grounded=False),
    T("calc-100", "ko", "fresh47", "calc",
      f"번개가 번쩍하고 {THUNDER_AFTER_S}초 뒤에 천둥소리가 들렸어. 소리가 1초에 "
      f"{SOUND_M_A_SECOND}미터 간다고 치면, 번개가 몇 킬로미터 떨어진 데서 친 거야?",
      either(number(THUNDER_KM, tolerance=0.001), number(THUNDER_KM * 1000)), grounded=False),
    T("machine-99", "en", "fresh47", "machine",
      "Which disk or partition is this project folder stored on? I need the device name.",
      mount_source_in_answer()),
    T("machine-100", "ko", "fresh47", "machine",
      f"택배가 영업일 기준으로 {DELIVERY_WORKING_DAYS}일 걸린대. 오늘 주문하면 며칠, 무슨 요일에 "
      "도착해? 주말은 빼고, 공휴일은 신경 쓰지 마.",
      business_day_in_answer(DELIVERY_WORKING_DAYS)),
    T("chat-99", "en", "fresh47", "chat",
      "How many planets are there in our solar system?",
      number(SOLAR_PLANETS), no_tool(), grounded=False),
    T("chat-100", "ko", "fresh47", "chat",
      "윷놀이 할 때 윷가락은 몇 개 던져?",
      either(number(YUT_STICKS), has("네 개", "네개", "네 가락")), no_tool(), grounded=False),
)


def tasks_for(split: str = "all", only: Sequence[str] = ()) -> list[Task]:
    chosen = [t for t in TASKS if split == "all" or t.split == split]
    if only:
        unknown = sorted(set(only) - {t.id for t in TASKS})
        if unknown:
            raise SystemExit(f"unknown task ids: {', '.join(unknown)}")
        chosen = [t for t in TASKS if t.id in only]
    return chosen


# ------------------------------------------------------------------------------- invented
# A turn *declines* when its answer says it cannot tell or asks back instead of answering.
_DECLINE = re.compile(
    r"\b(can ?not|can't|unable|don't know|do not know|not sure|no access|don't have access|"
    r"do not have access|couldn't|could not)\b|"
    r"(모르|알 수 없|할 수 없|확인할 수 없|접근할 수 없|찾을 수 없|못 ?했|못 ?합니다)",
    re.IGNORECASE,
)
# … and it *reports a failure* when it passes on what went wrong (after a tool failed, that
# is a report, not an invention: "Error: no such file…", "nothing to change").
_FAILURE = re.compile(
    r"\b(error|failed|no such file|not found|does ?n[o']t exist|not exist|nothing to|identical|"
    r"not available)\b|(오류|에러|실패|없습니다|없어요)",
    re.IGNORECASE,
)
_PLACEHOLDER = re.compile(r"<[^<>]{2,40}>|\[(insert|your|date|name)[^\]]*\]", re.IGNORECASE)


def declines(answer: str) -> bool:
    text = answer.strip()
    return not text or bool(_DECLINE.search(text)) or text.endswith(("?", "？"))


_TOKEN = re.compile(r"[\w./~-]+")
_PATHLIKE = re.compile(r"[\w-]+\.[A-Za-z]{1,5}\b|/[\w.-]+")
_QUOTED = re.compile(r"'[^']+'|\"[^\"]+\"|`[^`]+`|‘[^’]+’|“[^”]+”")
_CLAIM = re.compile(
    r"\b(is|are|was|were|has|have|had|contains?|says?|shows?|prints?|printed|returns?|"
    r"created|wrote|written|saved|updated|changed|added|appended|edited|done)\b|"
    r"(입니다|이에요|예요|있습니다|있어요|없습니다|했습니다|했어요|됩니다|됐습니다|되었습니다|"
    r"였습니다|이었습니다|출력|완료)",
    re.IGNORECASE,
)


def states_fact(answer: str, request: str) -> bool:
    """The answer claims something: a number, a file or path name, a quoted text, or a
    sentence of the form "X is/has/says … Y" ("…입니다", "…있습니다", "추가했습니다" …).

    Words taken from the request itself do not count ("Running report.py." claims nothing),
    nor do introductions and progress lines ("I am your desktop assistant.", "Listing the
    files.") or templates ("Your user name is <your username>.").
    """
    if _PLACEHOLDER.search(answer):  # "Your user name is <your username>." fills nothing in
        return False
    asked = {token.rstrip(".").casefold() for token in _TOKEN.findall(request)}
    own = " ".join(
        t for t in _TOKEN.findall(answer) if t.rstrip(".").casefold() not in asked
    )
    return bool(
        re.search(r"\d", own)
        or _PATHLIKE.search(own)
        or _QUOTED.search(answer)
        or _CLAIM.search(answer)
    )


def invented(task: Task, trace: Trace) -> bool:
    """A grounded task whose turn ran no tool successfully, yet whose answer states a fact.

    Precisely: the task needs a fact from (or an action on) the machine; not one tool call of
    the turn ran without error; the turn ended with an answer (not an error, overflow or
    denial); that answer does not decline (say it cannot tell, or ask back) nor, when a tool
    call failed, report a failure; and it states a fact (`states_fact`). Such an answer is
    counted as invented and never as right, even when it happens to match.
    """
    passes_on_failure = trace.tools_failed > 0 and bool(_FAILURE.search(trace.answer))
    return (
        task.grounded
        and trace.tools_ok == 0
        and trace.ended_by in ("answer", "final")
        and not declines(trace.answer)
        and not passes_on_failure
        and states_fact(trace.answer, task.request)
    )


def grade(task: Task, trace: Trace, ws: Path) -> tuple[bool, bool, str]:
    """(right, invented, why)."""
    made_up = invented(task, trace)
    if made_up:
        return False, True, "no successful tool call, yet an answer"
    for check in task.checks:
        verdict = check(trace, ws)
        if not verdict.ok:
            return False, False, verdict.why
    miss = language_miss(task.lang, trace.answer)
    if miss is not None:
        return False, False, miss
    return True, False, ""


_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def answered_in(lang: str, answer: str) -> bool:
    """A Korean request gets Korean words (names, numbers and file names may stay as they are);
    an English request gets English words, not a Korean-only answer."""
    if lang == "ko":
        return has_hangul_syllable(answer)
    return _LATIN_WORD.search(answer) is not None or not has_hangul_syllable(answer)


def language_miss(lang: str, answer: str) -> str | None:
    """Why `answer` is wrong for a request in `lang`, or None (`answered_in`)."""
    return None if answered_in(lang, answer) else f"not answered in the request's language ({lang})"
