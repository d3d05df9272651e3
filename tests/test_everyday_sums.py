"""Everyday sums set up in words (tools/builtin/everyday_sums.py): each read from a request, the
answer worked out from its own numbers, and given by the calculator beside a wrong set-up — and
requests that only look like them are left alone."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from jarvis_voice.config import load_settings
from jarvis_voice.llm.base import LLMReply, ToolCall
from jarvis_voice.llm.scripted import ScriptedBackend
from jarvis_voice.tools.base import ToolContext
from jarvis_voice.tools.builtin.calculator import CalculateTool, spell_korean_numbers
from jarvis_voice.tools.builtin.everyday_sums import (
    amount_before_line,
    average_needed_line,
    batting_line,
    bmi_line,
    clock_hands_line,
    concentration_line,
    everyday_sum_line,
    fill_time_line,
    loan_payment_line,
    overtime_pay_line,
    own_part_share_line,
    pace_line,
    packs_needed_line,
    pan_scale_line,
    parts_share_line,
    percent_change_line,
    period_interest_line,
    playback_line,
    rate_total_line,
    round_things_line,
    same_rate_line,
    savings_interest_line,
    screen_sides_line,
    stride_line,
    unit_price_line,
    vat_line,
)
from support import scripted_agent


def read(line: object, request: str) -> str | None:
    assert callable(line)
    found = line(spell_korean_numbers(request))
    assert found is None or isinstance(found, str)
    return found


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh4 calc-12 was calculated as 100000 × 1.5
        ("한 달에 25만 원씩 저금하면 1년 반 뒤엔 얼마 모여?",
         "250,000 원 a month × 18 months (1.5 years) = 4,500,000 원"),
        # two amounts at one rate: rent and the maintenance fee (fresh16 calc-38)
        ("월세 65만 원에 관리비 8만 원이면 1년 동안 다 해서 얼마 나가?",
         "650,000 원 + 80,000 원 = 730,000 원 a month × 12 months (1 year) = 8,760,000 원"),
        # each amount at the same rate, said after it (session 42)
        ("My rent is $1,200 a month plus $150 a month for utilities. How much is that for a "
         "year?", "$1,200 + $150 = $1,350 a month × 12 months (1 year) = $16,200"),
        ("I pay $50 a week for food and $1,000 a month rent. How much in a year?", None),
        # a choice between two prices is no sum (fresh25 calc-55 was read as one, session 42)
        ("My streaming plan is $12.99 a month, or $129 if I pay for the whole year up front. "
         "How much would I save in a year by paying yearly?", None),
        ("월 9,900원, 아니면 1년에 99,000원이면 1년에 얼마 아껴?", None),
        # nights of a stay, not its days (fresh14 calc-32)
        ("1박에 12만 원짜리 숙소에서 3박 4일 묵으면 숙박비 전부 얼마야?",
         "120,000 원 a night × 3 nights = 360,000 원"),
        ("If I put away $200 a month, how much will I have after 2 years?",
         "$200 a month × 24 months (2 years) = $4,800"),
        ("I earn $20 an hour and work 8 hours. How much is that?", "$20 an hour × 8 hours = $160"),
        ("I spend $12 a day on lunch. How much is that over 3 weeks?",
         "$12 a day × 21 days (3 weeks) = $252"),
        ("The hotel is $150 per night and we stay 4 nights. What's the total?",
         "$150 a night × 4 nights = $600"),
        # a month in days is no whole number: not read
        ("매일 커피를 4,500원짜리 마시면 한 달이면 얼마 써?", None),
        ("한 개에 500원인데 10개 사면 얼마야?", None),  # no period: a plain product
        ("What's 15% of 80?", None),
        # two rates: which is meant is not clear
        ("월세 65만 원이고 매달 관리비 8만 원인데 1년이면 얼마야?", None),
    ],
)  # fmt: skip
def test_money_at_a_rate_over_a_time(request_: str, answer: str | None) -> None:
    assert read(rate_total_line, request_) == answer


@pytest.mark.parametrize(
    ("line", "request_", "answer"),
    [
        # fresh18 calc-41 answered "35 × 2 = 70"
        (fill_time_line, "My phone is at 35% and charges about 1% every 2 minutes. How long until "
         "it's full?", "65 % at 1 % every 2 minutes = 130 minutes (2 h 10 min)"),
        (fill_time_line, "배터리가 40% 남았는데 3분에 2%씩 차면 완충까지 몇 분 걸려?",
         "60 % at 2 % every 3 minutes = 90 minutes (1 h 30 min)"),
        (fill_time_line, "My phone is at 35%. How long until it's full?", None),  # no rate
        # fresh11 calc-26 answered a BMI of 56.98
        (bmi_line, "키 175에 몸무게 70킬로면 BMI가 어떻게 돼요?", "= 22.86"),
        (bmi_line, "I'm 1.62 m tall and weigh 55 kg. What's my BMI?", "55 kg ÷ (1.62 m)² = 20.96"),
        (bmi_line, "키 175에 몸무게 70킬로면 적당해?", None),  # no BMI asked
        # fresh13 calc-29 answered "5.4 minutes per kilometer"
        (pace_line, "I ran 5 km in 27 minutes 30 seconds. What was my pace per kilometer?",
         "= 5:30 per km"),
        (pace_line, "10킬로를 55분에 뛰었으면 1킬로에 몇 분 페이스야?", "= 5:30 per km"),
        (pace_line, "I ran 5 km in 27 minutes. How many calories?", None),
        # fresh38 calc-82: 「1km를 몇 분」 is the pace too (14400 s ÷ 42.195 km = 341 s)
        (pace_line, "마라톤 풀코스 42.195km를 4시간 안에 뛰려면 1km를 몇 분 몇 초에 뛰어야 돼?",
         "= 5:41 per km"),
        (pace_line, "하프 마라톤을 2시간에 뛰려면 1킬로마다 몇 분에 뛰어야 해?", "= 5:41 per km"),
        (pace_line, "What pace per km do I need to run a marathon in 3 hours 30 minutes?",
         "= 4:59 per km"),
        (pace_line, "마라톤 풀코스는 몇 km야?", None),
        # fresh13 calc-30 answered 2 × 1.25 = 2.5
        (playback_line, "2시간짜리 영화를 1.25배속으로 보면 몇 분이면 다 봐?",
         "120 minutes at 1.25× = 96 minutes (1 h 36 min)"),
        (playback_line, "A 90-minute lecture at 1.5x speed takes how long?",
         "90 minutes at 1.5× = 60 minutes"),
        (playback_line, "I drove 2 hours at 1.5 times the usual traffic.", None),  # no video
        # fresh19 calc-44 answered 171.43 킬로
        (stride_line, "오늘 만 2천 보 걸었는데 보폭이 70센티면 몇 킬로 걸은 거야?", "= 8.4 km"),
        (stride_line, "I walked 9,000 steps with a 0.8 m stride. How far is that?", "= 7.2 km"),
        (stride_line, "I walked 9,000 steps today.", None),
        # fresh19 calc-43 answered 85 − 82 = 3
        (average_needed_line, "I got 82, 90 and 79 on my first three quizzes. What do I need on "
         "the fourth to average 85?", "x = 85 × 4 − 251 = 89"),
        (average_needed_line, "시험 두 번 봤는데 70점, 80점이야. 평균 80점 되려면 세 번째에 몇 점 "
         "받아야 돼?", "x = 80 × 3 − 150 = 90"),
        (average_needed_line, "I got 82 and 90. What's my average?", None),  # nothing needed
        # fresh10 calc-24 took 5 % off
        (vat_line, "부가세 포함해서 5만 5천 원이면, 부가세 빼면 얼마예요?",
         "55,000 원 with 10 % VAT ÷ 1.1 = 50,000 원 before it (VAT 5,000 원)"),
        (vat_line, "It's $120 including 20% VAT. What's the price without VAT?",
         "$120 with 20 % VAT ÷ 1.2 = $100 before it (VAT $20)"),
        (vat_line, "It's $120 including VAT. What's it without?", None),  # a rate by country
    ],
)  # fmt: skip
def test_each_sum_read_from_its_request(line: object, request_: str, answer: str | None) -> None:
    found = read(line, request_)
    if answer is None:
        assert found is None, found
    else:
        assert found is not None and answer in found, found


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh23 calc-52 set up 500000 × 1.04: 500,000 × 4 %/12 × 78 deposit-months
        ("매달 50만 원씩 1년 동안 적금을 부으면, 연 4% 단리 기준으로 이자가 세전 얼마나 붙어?",
         "= 130,000 원 interest (before tax); 6,130,000 원 in all"),
        ("If I save $200 a month for 2 years at 3% simple interest, how much interest do I get?",
         "= $150 interest"),
        # compound: not this sum
        ("매달 50만 원씩 1년 동안 적금 부으면 연 4% 복리로 이자 얼마야?", None),
        ("I save $200 a month. How much interest?", None),  # no rate, no time
    ],
)  # fmt: skip
def test_the_interest_on_monthly_savings(request_: str, answer: str | None) -> None:
    found = read(savings_interest_line, request_)
    assert (found is None) if answer is None else (found is not None and answer in found), found


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh26 calc-58 gave the year's interest, 4,000,000
        ("1억을 연 4% 이자로 빌리면 한 달 이자가 얼마쯤 나와?", "= 333,333.3333 원 interest"),
        ("3천만 원을 연 5%로 대출받으면 6개월 이자는?", "= 750,000 원 interest"),
        ("If I borrow $20,000 at 6% a year, what is the monthly interest?", "= $100 interest"),
        ("$5,000 at 3% annual interest, how much interest in 90 days?", "= $36.9863 interest"),
        # a year or more (simple or compound is not said), no part of a year, no yearly rate
        ("2억 대출 연 3.5% 이자 3년이면?", None),
        ("1억을 연 4% 이자로 빌리면 이자가 얼마?", None),
        ("1억을 4% 이자로 빌리면 한 달 이자는?", None),
        # monthly savings are the sum above
        ("매달 50만 원씩 1년 동안 적금을 부으면, 연 4% 단리 기준으로 이자가 세전 얼마나 붙어?",
         None),
    ],
)  # fmt: skip
def test_the_interest_on_one_sum_for_part_of_a_year(request_: str, answer: str | None) -> None:
    found = read(period_interest_line, request_)
    assert (found is None) if answer is None else (found is not None and answer in found), found


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh23 calc-51: 36π − 32π = 4π
        ("Is one 12-inch pizza more pizza than two 8-inch pizzas? By how many square inches?",
         "12.5664 in² more in the first"),
        ("12인치 피자 한 판이랑 8인치 피자 두 판 중에 뭐가 더 커?",
         "12.5664 in² more in the first"),
        ("two 20 cm cakes or one 28 cm cake?", "2 × π × 10² = 628.3185 cm²"),
        ("A 12-inch pizza costs $15. Is that a good deal?", None),  # nothing compared
    ],
)  # fmt: skip
def test_round_things_compared_by_their_areas(request_: str, answer: str | None) -> None:
    found = read(round_things_line, request_)
    assert (found is None) if answer is None else (found is not None and answer in found), found


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh24 calc-54 set up 120000 × 0.3 and said no percent
        ("정가 12만 원짜리 패딩을 8만 4천 원에 샀는데, 몇 퍼센트 할인받은 거야?",
         "120,000 원 → 84,000 원: 36,000 원 less, 36,000 ÷ 120,000 = 30 % off"),
        ("원래 5만 원인데 세일해서 3만 5천 원에 샀어. 할인율이 얼마야?", "= 30 % off"),
        ("정가 5만 원인데 4만 원 내고 샀어. 몇 퍼센트 싸게 산 거야?", "= 20 % off"),
        ("It was $80 and I paid $60. What percent off is that?", "20 ÷ 80 = 25 % off"),
        ("A $120 jacket on sale for $90. What percentage discount did I get?", "= 25 % off"),
        # a change either way, its sign said in words
        ("Our subscribers went from 1,200 to 900. What percent drop is that?",
         "(900 − 1,200) ÷ 1,200 = -25 %, a drop of 25 %"),
        ("Rent went up from $1,500 to $1,650. What percentage increase is that?",
         "= +10 %, a rise of 10 %"),
        ("회원 수가 1,200명에서 1,500명으로 늘었는데 몇 퍼센트 늘어난 거야?", "a rise of 25 %"),
        ("작년 매출이 1억 2천만 원이었는데 올해 9천만 원이야. 몇 퍼센트 줄었어?",
         "120,000,000 원 → 90,000,000 원"),
        ("작년 매출이 1억 2천만 원이었는데 올해 9천만 원이야. 몇 퍼센트 줄었어?",
         "a drop of 25 %"),
        ("주가가 5만 원에서 4만 원으로 떨어졌는데 몇 프로 떨어진 거야?", "a drop of 20 %"),
        # a drop asked of numbers that rose: the rise is said
        ("월급이 300만 원에서 330만 원으로 바뀌었는데 몇 퍼센트 떨어진 거야?", "a rise of 10 %"),
        # a percentage given, not asked; a share, not a change; a price with no question
        ("What is 15% of 80?", None),
        ("3만 5천 원짜리 셔츠를 20% 할인하면 얼마야?", None),
        ("40문제 중 34문제 맞으면 몇 퍼센트야?", None),
        ("I got 34 from 40 questions right, what percent?", None),
        ("What percent of 80 is 20?", None),
        ("우리 반 30명 중 몇 퍼센트가 안경을 써?", None),
        ("정가 12만 원짜리 패딩을 8만 4천 원에 샀어. 잘 산 거야?", None),
        ("A jacket was $80 and now it's $60. Should I buy it?", None),
        ("Sales went from 1,200 to 1,500 this year. How many more is that?", None),
        # one amount is the change itself
        ("The price increased by $20 from $80. What percent is that?", None),
        ("8만 원짜리가 2만 원 올랐어. 몇 퍼센트 오른 거야?", None),
        ("It was $80 and I got $20 off. What percent discount is that?", None),
    ],
)  # fmt: skip
def test_the_percent_between_two_amounts(request_: str, answer: str | None) -> None:
    found = read(percent_change_line, request_)
    assert (found is None) if answer is None else (found is not None and answer in found), found


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh30 calc-66 was calculated as 100000 × 0.3; the yearly rate compounds
        ("3년 전에 10만 원이던 물건이 지금 13만 3,100원이야. 해마다 같은 비율로 올랐다면 1년에 "
         "몇 퍼센트씩 오른 거야?", "(133,100 ÷ 100,000)^(1 ÷ 3) − 1 = +10 % a year"),
        ("지금은 13만 3,100원인데 3년 전엔 10만 원이었어. 매년 같은 비율로 올랐으면 연 몇 "
         "퍼센트야?", "100,000 원 → 133,100 원 in 3 years"),
        ("월세가 2년 동안 50만 원에서 60만 5천 원으로 올랐어. 1년에 몇 %씩 오른 거야?",
         "= +10 % a year"),
        ("우리 회사 매출이 2020년에 5억, 2024년에 8억이었어. 연평균 성장률이 몇 퍼센트야?",
         "in 4 years at the same rate each year: (800,000,000 ÷ 500,000,000)^(1 ÷ 4) − 1 = "
         "+12.47 % a year"),
        ("My rent went from $1,000 to $1,331 over 3 years. If it rose by the same percentage "
         "every year, what was the yearly increase?", "$1,000 → $1,331 in 3 years"),
        ("It costs $1,331 now; three years ago it was $1,000. What is the annual growth rate?",
         "= +10 % a year"),
        ("The town had 20000 people 5 years ago and 16000 now. By what percent did it shrink "
         "each year?", "= -4.36 % a year"),
        ("A stock went from $50 to $72 over 2 months. What was its monthly growth rate?",
         "in 2 months at the same rate each month: (72 ÷ 50)^(1 ÷ 2) − 1 = +20 % a month"),
        # the change over the whole time, a rate given, one year: not this sum
        ("3년 전에 10만 원이던 물건이 지금 13만 3,100원이야. 몇 퍼센트 오른 거야?", None),
        ("10만 원을 연 5%로 3년 두면 얼마야?", None),
        ("It cost $1,000 a year ago and $1,100 now. What's the yearly increase in percent?",
         None),
        ("I save $200 a month for 3 years. How much is that?", None),
    ],
)  # fmt: skip
def test_the_same_rate_each_year(request_: str, answer: str | None) -> None:
    found = read(same_rate_line, request_)
    assert (found is None) if answer is None else (found is not None and answer in found), found


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh32 calc-69 was set up as 80 × (1 − 0.2) = 64: the amount paid is what is left
        ("I paid $80 for a jacket that was 20% off. What did it cost before the discount?",
         "$80 after 20 % off: 80 ÷ (1 − 0.2) = $100 before"),
        ("20% 할인받아서 8만 원 냈는데 원래 가격은 얼마야?",
         "80,000 원 after 20 % off: 80,000 ÷ (1 − 0.2) = 100,000 원 before"),
        ("세일해서 30% 싸게 샀고 4만 2천 원 줬어. 정가는 얼마였을까?",
         "42,000 ÷ (1 − 0.3) = 60,000 원 before"),
        # a rise undone the same way
        ("월급이 10% 올라서 330만 원이 됐어. 오르기 전엔 얼마였어?",
         "3,300,000 원 after 10 % more: 3,300,000 ÷ (1 + 0.1) = 3,000,000 원 before"),
        ("After a 15 percent raise I make $46,000. What was my salary before the raise?",
         "46,000 ÷ (1 + 0.15) = $40,000 before"),
        # the price now asked, the amount said is the one before, a percent asked, two
        # percents, or no way said: not this sum
        ("The shoes were $50 before the sale and 30% off now; what do they cost now?", None),
        ("정가 5만 원짜리를 20% 할인하면 할인된 가격은?", None),
        ("The original price was $50 and it is 20% off. How much do I save?", None),
        ("정가 12만 원짜리를 8만 4천 원에 샀는데, 몇 퍼센트 할인받은 거야?", None),
        ("I paid $80 after 20% off and a further 10% off. What was the original price?", None),
        ("It's $80 at 20%. What was it originally?", None),
        ("I paid $80 at 100% off. What did it cost before the discount?", None),
    ],
)  # fmt: skip
def test_the_amount_before_a_percent_off_or_a_rise(request_: str, answer: str | None) -> None:
    found = read(amount_before_line, request_)
    assert found == answer if answer is None else found is not None and answer in found


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh32 calc-70 had no sum the model could set up
        ("시계가 3시 30분을 가리킬 때 시침이랑 분침 사이 각도가 몇 도야?", "= 75°"),
        ("세 시 반에 시침과 분침이 이루는 각도는?", "= 75°"),
        ("9시 정각에 시계 바늘 사이 각도는?", "360 − |270 − 0| = 90°"),
        ("What is the angle between the hour and minute hands at 2:20?", "|70 − 120| = 50°"),
        ("At quarter to three, what angle do the clock hands make?", "= 172.5°"),
        ("What's the angle between the hands of a clock at half past twelve?", "= 165°"),
        ("At 10:10, what is the angle between the hour hand and the minute hand?", "= 115°"),
        # no hands, or two times
        ("What time is it at 3:30 in Tokyo?", None),
        ("3시 30분에 회의 각도 잡자", None),
        ("What is the angle between the hands at 3:00 and at 4:00?", None),
    ],
)  # fmt: skip
def test_the_angle_between_a_clocks_hands(request_: str, answer: str | None) -> None:
    found = read(clock_hands_line, request_)
    assert found == answer if answer is None else found is not None and found.endswith(answer)


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh33 calc-71 was set up as 55 × sqrt(16/9)
        ("My TV is 55 inches measured diagonally, with a 16:9 screen. How wide is it, in inches?",
         "width 55 × 16 ÷ √(16² + 9²) = 47.9367 in"),
        ("65인치 16:9 티비 가로 길이는 몇 인치야?", "= 56.6524 in"),
        ("A 27-inch 16:9 monitor: how tall is the screen?", "height 27 × 9 ÷ √(16² + 9²)"),
        ("A 4:3 monitor of 19 inches, how wide?", "= 15.2 in"),
        ("대각선 80cm 16대9 모니터 세로는 몇 센티야?", "height 80 × 9 ÷ √(16² + 9²) = 39.2209 cm"),
        # a time, no ratio, two sizes, nothing asked of the sides
        ("The meeting is at 10:30 on the 55 inch screen, how wide?", None),
        ("How wide is a 55 inch TV?", None),
        ("Is a 55 inch or a 65 inch 16:9 TV wider?", None),
        ("What is 16:9 as a decimal?", None),
    ],
)  # fmt: skip
def test_a_screens_sides_from_its_diagonal(request_: str, answer: str | None) -> None:
    found = read(screen_sides_line, request_)
    assert found == answer if answer is None else found is not None and answer in found


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh33 calc-72 was set up as 10 ÷ 450: the solute is part of the solution
        ("물 450그램에 소금 50그램을 녹이면 소금물 농도가 몇 퍼센트야?",
         "50 ÷ (450 + 50) × 100 = 10 %"),
        ("I dissolve 20 g of sugar in 180 g of water. What is the concentration?",
         "20 ÷ (180 + 20) × 100 = 10 %"),
        ("설탕 30g을 물 120g에 녹였어. 설탕물 농도는?", "= 20 %"),
        # one amount, or no strength asked
        ("소금 30g 넣은 물 농도", None),
        ("물 450그램에 소금 50그램이면 모두 몇 그램이야?", None),
    ],
)  # fmt: skip
def test_the_strength_of_a_solution(request_: str, answer: str | None) -> None:
    found = read(concentration_line, request_)
    assert found == answer if answer is None else found is not None and found.endswith(answer)


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh34 calc-73 was set up as 20000 × 0.06 ÷ 12 ÷ 5 = $20
        ("I'm borrowing $20,000 at 6% a year, paid back monthly over 5 years. What will my "
         "monthly payment be?", "= $386.656 a month"),
        ("3천만 원을 연 4%로 3년 동안 대출받으면 매달 얼마씩 갚아야 해?",
         "= 885,719.5502 원 a month"),
        ("A loan of $12,000 at 5% interest for 24 months: what's the monthly payment?",
         "over 24 months"),
        ("A loan of $10,000 at 0% over 10 months, how much a month?", "= $1,000 a month"),
        # no loan, no month asked, two terms
        ("I borrowed $500 from a friend. How much is 5% of it?", None),
        ("I save $200 a month at 3% for 2 years. How much will I have?", None),
        ("A $20,000 loan at 6% for 5 or 6 years, what's the monthly payment?", None),
        # fresh39 calc-84 passed its words to calculate, then to web_search: no interest
        ("120만 원짜리 노트북을 12개월 무이자 할부로 사면 한 달에 얼마씩 내야 돼?",
         "1,200,000 ÷ 12 = 100,000 원 a month"),
        ("300만 원을 24개월 무이자 할부로 사면 매달 얼마야?", "= 125,000 원 a month"),
        ("I bought a $1,800 TV on a 24-month interest-free payment plan. How much is each "
         "monthly payment?", "1,800 ÷ 24 = $75 a month"),
        # 할부 with no rate said is not free of interest; the total asked is no month's
        ("120만 원짜리 노트북을 12개월 할부로 사면 한 달에 얼마씩 내야 돼?", None),
        ("120만 원짜리 노트북 12개월 무이자 할부면 총 얼마야?", None),
    ],
)  # fmt: skip
def test_a_loans_monthly_payment(request_: str, answer: str | None) -> None:
    found = read(loan_payment_line, request_)
    assert found == answer if answer is None else found is not None and answer in found


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh39 calc-83 was set up as '3 liters * 1/6', which the calculator could not read
        ("A lemonade recipe is 1 part syrup to 5 parts water. How much syrup do I need to make "
         "3 liters of lemonade altogether?",
         "3 L in all: syrup is 1 of 1 + 5 = 6 parts, 3 L × 1 ÷ 6 = 0.5 L (500 mL)"),
        ("A lemonade recipe is 1 part syrup to 5 parts water. How much water do I need to make "
         "3 liters of lemonade altogether?", "3 L × 5 ÷ 6 = 2.5 L"),
        ("시럽 1 대 물 5 비율로 레모네이드 3리터를 만들려면 시럽은 얼마나 필요해?",
         "3 L × 1 ÷ 6 = 0.5 L (500 mL)"),
        ("시럽과 물을 1:5 비율로 섞어서 3리터를 만들려면 시럽이 몇 리터 필요해?",
         "3 L × 1 ÷ 6 = 0.5 L (500 mL)"),
        # an amount of one ingredient: the other by their parts
        ("The concrete mix is 1 part cement to 3 parts sand. If I have 6 kg of sand, how much "
         "cement do I need?", "6 kg of sand: 6 kg × 1 ÷ 3 = 2 kg"),
        ("Mix rice and water in a 1:2 ratio. How much water for 3 cups of rice?",
         "3 cups of rice: 3 cups × 2 ÷ 1 = 6 cups"),
        # its own amount asked, no amount, a time, no mixture
        ("Mix rice and water in a 1:2 ratio. How much rice for 3 cups of rice?", None),
        ("A recipe is 1 part syrup to 5 parts water. How much does syrup cost?", None),
        ("The meeting is at 10:30. How much time is left before 3 liters are poured?", None),
        ("How much syrup is in 3 liters of lemonade?", None),
        ("사과 3, 배 5 샀는데 2kg이면 사과는 얼마나 돼?", None),  # a list, not parts
    ],
)  # fmt: skip
def test_an_ingredients_share_of_a_mixture_by_parts(request_: str, answer: str | None) -> None:
    found = read(parts_share_line, request_)
    assert found == answer if answer is None else found is not None and found.endswith(answer)


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh34 calc-74 was set up as 2 × 18 = 36: batter fills the pan's area
        ("지름 18센티 원형 케이크 틀 기준 레시피로 24센티 틀에 구우려면 재료를 몇 배로 늘려야 돼?",
         "18 cm pan to 24 cm, by area: (24 ÷ 18)² = 1.7778 times"),
        ("My brownie recipe is for an 8-inch square pan. How much should I scale it up for a "
         "10-inch square pan?", "8 in pan to 10 in, by area: (10 ÷ 8)² = 1.5625 times"),
        ("A recipe for a 9 inch round cake tin: how many times the ingredients for a 6 inch tin?",
         "9 in pan to 6 in, by area: (6 ÷ 9)² = 0.4444 times"),
        # two sides, no recipe (a price), one size, two kinds of unit
        ("My recipe is for a 9 x 13 pan; how much batter for an 8 inch pan?", None),
        ("A 10 inch frying pan costs $20, how much more is a 12 inch one?", None),
        ("레시피가 24센티 틀 기준인데 재료를 몇 배로 해야 돼?", None),
        ("A recipe for a 20 cm tin: how many times the batter for an 8 inch tin?", None),
    ],
)  # fmt: skip
def test_a_recipe_for_another_pan_scales_by_area(request_: str, answer: str | None) -> None:
    assert read(pan_scale_line, request_) == answer


@pytest.mark.parametrize(
    ("request_", "set_up", "answer"),
    [
        ("My TV is 55 inches measured diagonally, with a 16:9 screen. How wide is it, in inches?",
         "55 * sqrt(16/9)", "answer: 47.9367 in"),
        ("물 450그램에 소금 50그램을 녹이면 소금물 농도가 몇 퍼센트야?", "10/450*100",
         "answer: 10 %"),
        ("I paid $80 for a jacket that was 20% off. What did it cost before the discount?",
         "80 * (1 - 20 / 100)", "answer: $100 before"),
        ("시계가 3시 30분을 가리킬 때 시침이랑 분침 사이 각도가 몇 도야?", "45", "answer: 75°"),
        # fresh34 calc-74 was set up as 2 × 18 = 36
        ("지름 18센티 원형 케이크 틀 기준 레시피로 24센티 틀에 구우려면 재료를 몇 배로 늘려야 돼?",
         "2*18", "answer: 1.7778 times"),
        # fresh39 calc-83 and calc-84: set-ups the calculator cannot read
        ("A lemonade recipe is 1 part syrup to 5 parts water. How much syrup do I need to make "
         "3 liters of lemonade altogether?", "3 liters * 1/6", "answer: 0.5 L (500 mL)"),
        ("120만 원짜리 노트북을 12개월 무이자 할부로 사면 한 달에 얼마씩 내야 돼?",
         "1200000원짜리 노트북 12개월 무이자 할부", "answer: 100,000 원 a month"),
    ],
)  # fmt: skip
def test_the_calculator_says_the_amount_before_and_the_hands_angle_first(
    request_: str, set_up: str, answer: str
) -> None:
    tool = CalculateTool()
    ctx = ToolContext(workdir=Path("."), request=request_)
    result = asyncio.run(tool.run(tool.Args(expression=set_up), ctx))
    assert result.content.startswith(answer + "\n"), result.content


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh28 calc-61 answered "$110" with no calculation: 40 × 22 + 6 × 22 × 1.5
        ("I earn $22 an hour, and anything over 40 hours in a week is paid at time and a half. "
         "What do I make for a 46-hour week?",
         "40 hours × $22 = $880; 6 hours over 40 × $22 × 1.5 = $198; $880 + $198 = $1,078"),
        ("I make $18 per hour with double time after 40 hours. I worked 50 hours. What's my pay?",
         "10 hours over 40 × $18 × 2 = $360; $720 + $360 = $1,080"),
        ("Overtime past 40 hours is paid at 150% of the wage. At $20 an hour, what do I get for "
         "45 hours?", "= $950"),
        ("시급이 1만 2천 원인데 주 40시간 넘게 일한 시간은 1.5배를 받아. 이번 주에 48시간 "
         "일했으면 얼마 받아?", "480,000 원 + 144,000 원 = 624,000 원"),
        ("시급 10,000원이고 하루 8시간 초과 근무는 1.5배야. 오늘 10시간 일하면 얼마 벌어?",
         "= 110,000 원"),
        ("I earn $25 an hour, time and a half over 40 hours. What do I make for 38 hours?",
         "38 hours × $25 = $950 (no hours over 40)"),
        # no hours worked, no wage, no higher rate: not this sum
        ("I earn $22 an hour, and overtime over 40 hours is time and a half. What's that rate?",
         None),
        ("Anything over 40 hours is paid at time and a half. What do I make for 46 hours?", None),
        ("I earn $20 an hour and work 8 hours. How much is that?", None),
    ],
)  # fmt: skip
def test_a_weeks_pay_with_overtime(request_: str, answer: str | None) -> None:
    found = read(overtime_pay_line, request_)
    assert (found is None) if answer is None else (found is not None and answer in found), found


@pytest.mark.parametrize(
    ("request_", "answer"),
    [
        # fresh28 calc-62 calculated 3 × 2: 3할 2푼 is 0.32, times 250 at-bats
        ("타율이 3할 2푼인 타자가 250타수를 쳤으면 안타는 몇 개 친 거야?",
         "0.32 × 250 at-bats = 80 hits"),
        ("2할 8푼 5리 타자가 400타수면 안타 몇 개야?", "0.285 × 400 at-bats = 114 hits"),
        ("A .320 hitter with 250 at-bats has how many hits?", "0.32 × 250 at-bats = 80 hits"),
        ("He is batting .300 over 333 at-bats. How many hits?", "= 99.9 ≈ 100 hits"),
        # the average from the hits
        ("250타수 80안타면 타율이 몇 할이야?", "80 hits ÷ 250 at-bats = 0.320 (3할 2푼)"),
        ("I had 45 hits in 150 at-bats. What is my batting average?", "= 0.300 (3할)"),
        # no at-bats, nothing asked
        ("타율이 3할인 타자는 잘하는 거야?", None),
        ("Is a .320 hitter good?", None),
    ],
)  # fmt: skip
def test_hits_from_a_batting_average(request_: str, answer: str | None) -> None:
    found = read(batting_line, request_)
    assert (found is None) if answer is None else (found is not None and answer in found), found


@pytest.mark.parametrize(
    ("request_", "set_up", "answer"),
    [
        ("한 달에 25만 원씩 저금하면 1년 반 뒤엔 얼마 모여?", "100000 * 1.5", "4,500,000 원"),
        ("키 175에 몸무게 70킬로면 BMI가 어떻게 돼요?", "70 / 175 * 100 * 1.41", "22.86"),
        ("2시간짜리 영화를 1.25배속으로 보면 몇 분이면 다 봐?", "2 * 1.25", "96 minutes"),
        (
            "I earn $22 an hour, and anything over 40 hours in a week is paid at time and a half. "
            "What do I make for a 46-hour week?",
            "22 * 46",
            "answer: $1,078",
        ),
        (
            "타율이 3할 2푼인 타자가 250타수를 쳤으면 안타는 몇 개 친 거야?",
            "3*2",
            "answer: 80 hits",
        ),
        # fresh24 calc-54: the discount's amount, not its percent
        (
            "정가 12만 원짜리 패딩을 8만 4천 원에 샀는데, 몇 퍼센트 할인받은 거야?",
            "120000 * 0.3",
            "= 30 % off",
        ),
    ],
)
def test_the_calculator_gives_the_sum_beside_a_wrong_set_up(
    request_: str, set_up: str, answer: str
) -> None:
    """The model's own expression, run by the real tool with the real request."""
    tool = CalculateTool()
    ctx = ToolContext(workdir=Path("."), request=request_)
    result = asyncio.run(tool.run(tool.Args(expression=set_up), ctx))
    assert not result.is_error and answer in result.content, result.content
    assert "[what the request asks, worked out from it]" in result.content


def test_a_right_set_up_keeps_the_models_own_line() -> None:
    tool = CalculateTool()
    saving = "한 달에 25만 원씩 저금하면 1년 반 뒤엔 얼마 모여?"
    ctx = ToolContext(workdir=Path("."), request=saving)
    result = asyncio.run(tool.run(tool.Args(expression="250000 * 18"), ctx))
    assert result.content.startswith("250000 × 18 = 4,500,000"), result.content
    assert "worked out from it" not in result.content


@pytest.mark.parametrize(
    "request_",
    ["How much is 3 + 4?", "서울에서 부산까지 몇 킬로야?", "Set a timer for 10 minutes.",
     "x" * 5000, "한 달에 원씩 저금하면 년 뒤엔?", "BMI", "1박에 원"],
)  # fmt: skip
def test_requests_that_are_none_of_them(request_: str) -> None:
    assert everyday_sum_line(spell_korean_numbers(request_)) is None


def test_a_sum_worked_from_the_request_says_its_answer_first() -> None:
    """fresh16 calc-38: given the month's 730,000 before the year's 8,760,000, the model said
    the month's; the answer comes first, and an answer kept from it reads as one."""
    from jarvis_voice.tools.builtin.calculator import said_result

    tool = CalculateTool()
    ctx = ToolContext(
        workdir=Path("."), request="월세 65만 원에 관리비 8만 원이면 1년 동안 다 해서 얼마 나가?"
    )
    result = asyncio.run(tool.run(tool.Args(expression="100000 - 80000"), ctx))
    assert result.content.splitlines()[0] == "answer: 8,760,000 원"
    assert said_result(result.content) == (
        "8,760,000 원 (650,000 원 + 80,000 원 = 730,000 원 a month × 12 months (1 year) = "
        "8,760,000 원)"
    )
    assert said_result("17 × 23 = 391") == "17 × 23 = 391"  # a plain result stays as it is


def test_no_answer_is_said_first_when_the_line_ends_in_two_figures() -> None:
    """fresh23 calc-51: "answer: 100.531 in²; 12.5664 in² more" led to the smaller pizzas'
    area (and calc-52's last figure was the total, not the interest asked)."""
    tool = CalculateTool()
    ctx = ToolContext(
        workdir=Path("."),
        request=(
            "Is one 12-inch pizza more pizza than two 8-inch pizzas? By how many square inches?"
        ),
    )
    result = asyncio.run(tool.run(tool.Args(expression="144*pi - 128*pi"), ctx))
    assert result.content.splitlines()[0].startswith("1 × 12-in: 1 × π × 6² = 113.0973 in²")
    saving = ToolContext(
        workdir=Path("."),
        request=(
            "매달 50만 원씩 1년 동안 적금을 부으면, 연 4% 단리 기준으로 이자가 세전 얼마나 붙어?"
        ),
    )
    result = asyncio.run(tool.run(tool.Args(expression="5000000 * 12 * 1.04"), saving))
    assert not result.content.startswith("answer:") and "130,000 원 interest" in result.content


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        # fresh29 calc-64 was set up as 10 × 2: 22 slices are 3 pizzas, not 2.75
        ("피자 한 판이 8조각인데, 11명이 두 조각씩 먹으려면 몇 판 시켜야 돼?",
         "11 × 2 = 22; 22 ÷ 8 = 2.75, rounded up to whole ones = 3"),
        ("롤 한 팩에 6개 들어있는데 열네 명이 두 개씩 먹으려면 몇 팩 사야 해?",
         "14 × 2 = 28; 28 ÷ 6 = 4.6667, rounded up to whole ones = 5"),
        ("A pack has 6 rolls, 14 people want 2 each, how many packs?",
         "14 × 2 = 28; 28 ÷ 6 = 4.6667, rounded up to whole ones = 5"),
        ("Each pizza is cut into 8 slices. If 12 people eat two slices each, how many pizzas "
         "should we order?", "12 × 2 = 24; 24 ÷ 8 = 3, rounded up to whole ones = 3"),
        ("Rolls come in packs of 6. There are 14 of us and we each want 2. How many packs do "
         "we need?", "14 × 2 = 28; 28 ÷ 6 = 4.6667, rounded up to whole ones = 5"),
        # no packs asked, nothing each, or no pack's size
        ("How many pizzas did 11 people eat at 2 slices each?", None),
        ("12명이 2개씩 먹었어", None),
        ("11명이 먹으려면 피자 몇 판 시켜야 돼?", None),
    ],
)  # fmt: skip
def test_whole_packs_for_so_many_each(request_: str, line: str | None) -> None:
    assert packs_needed_line(spell_korean_numbers(request_)) == line


def test_packs_set_up_wrong_are_worked_out_from_the_request() -> None:
    tool = CalculateTool()
    pizzas = "피자 한 판이 8조각인데, 11명이 두 조각씩 먹으려면 몇 판 시켜야 돼?"
    result = asyncio.run(
        tool.run(tool.Args(expression="10*2"), ToolContext(workdir=Path("."), request=pizzas))
    )
    assert result.content.startswith("answer: 3\n"), result.content
    # 조각 is a piece, not 조 (a trillion) before 각
    assert spell_korean_numbers("8조각") == "8조각"


BEEF = "소고기 600그램에 3만 6천 원이면 100그램에 얼마꼴이야?"


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        # fresh40 calc-86 was calculated as 10000 / 600, then sent again
        (BEEF, "36,000 원 for 600 그램: 36,000 ÷ 600 × 100 = 6,000 원"),
        ("Beef is 36,000 won for 600 g. How much is that per 100 g?",
         "36,000 원 for 600 g: 36,000 ÷ 600 × 100 = 6,000 원"),
        ("If 3 kg of apples cost $12, how much do 5 kg cost?", "$12 for 3 kg: 12 ÷ 3 × 5 = $20"),
        ("How much do 5 kg cost if 3 kg cost $12?", "$12 for 3 kg: 12 ÷ 3 × 5 = $20"),
        ("삼겹살 500그램에 15000원이면 그램당 얼마야?",
         "15,000 원 for 500 그램: 15,000 ÷ 500 × 1 = 30 원"),
        ("Coffee beans are $18 for 12 oz. What is the price per ounce?",
         "$18 for 12 oz: 18 ÷ 12 × 1 = $1.5"),
        ("사과 3개에 4500원이면 5개는 얼마야?", "4,500 원 for 3 개: 4,500 ÷ 3 × 5 = 7,500 원"),
        # a discount, how many fit, two units, no second amount, two prices
        ("3만 원짜리 셔츠 20% 할인하면 얼마야?", None),
        ("만 원으로 1,200원짜리 몇 개 살 수 있어?", None),
        ("소고기 600그램에 3만 6천 원이면 1킬로에 얼마야?", None),
        ("How much is 600 g of beef?", None),
        ("600그램에 3만 원이고 200그램에 만 원이면 어느 게 싸?", None),
    ],
)  # fmt: skip
def test_a_price_for_another_amount(request_: str, line: str | None) -> None:
    assert read(unit_price_line, request_) == line


def test_a_price_set_up_wrong_is_worked_out_from_the_request() -> None:
    tool = CalculateTool()
    ctx = ToolContext(workdir=Path("."), request=BEEF)
    result = asyncio.run(tool.run(tool.Args(expression="10000 / 600"), ctx))
    assert result.content.startswith("answer: 6,000 원\n"), result.content
    right = asyncio.run(tool.run(tool.Args(expression="36000 / 600 * 100"), ctx))
    assert "worked out from it" not in right.content


DELIVERY = (
    "배달 음식 42,000원어치를 셋이서 나눠 내기로 했어. 그중 6,000원은 나만 마신 음료값이라 "
    "그건 내가 따로 내고, 나머지는 셋이 똑같이 나누면 나는 모두 얼마 내면 돼?"
)


@pytest.mark.parametrize(
    ("request_", "line"),
    [
        # fresh42 calc-90 was calculated as 14000 ÷ 3 and refused
        (DELIVERY, "(42,000 원 − 6,000 원) ÷ 3 + 6,000 원 = 18,000 원"),
        ("Dinner came to $90 for the three of us. $15 of it was my wine, which I pay for "
         "myself, and we split the rest evenly. How much do I pay in total?",
         "($90 − $15) ÷ 3 + $15 = $40"),
        ("넷이서 밥값 8만 원을 나누는데 그 중 만 원은 내 술값이라 내가 내고 나머지는 똑같이 "
         "나누면 내 몫은 얼마야?", "(80,000 원 − 10,000 원) ÷ 4 + 10,000 원 = 27,500 원"),
        ("We're 4 people splitting a $120 bill, including $20 that's just mine. If we divide "
         "the rest evenly, what do I pay?", "($120 − $20) ÷ 4 + $20 = $45"),
        # the part beside the bill, an even split alone, the others' share, two people counts
        ("식비 42,000원을 세 명이 나누고 나는 음료 6,000원을 추가로 내면 나는 얼마야?", None),
        ("42,000원을 셋이서 나누면 한 사람당 얼마야?", None),
        ("배달 음식 42,000원어치를 셋이서 나눠. 그중 6,000원은 나만 마신 음료값이야. 다른 사람은 "
         "얼마 내?", None),
        ("Dinner was $90, $15 of it my wine; we split the rest 3 ways or 4 ways. How much do I "
         "pay?", None),
    ],
)  # fmt: skip
def test_a_bill_split_after_ones_own_part(request_: str, line: str | None) -> None:
    assert read(own_part_share_line, request_) == line


def test_a_bill_split_set_up_wrong_is_worked_out_from_the_request() -> None:
    tool = CalculateTool()
    ctx = ToolContext(workdir=Path("."), request=DELIVERY)
    result = asyncio.run(tool.run(tool.Args(expression="14000 ÷ 3"), ctx))
    assert result.content.startswith("answer: 18,000 원\n"), result.content
    right = asyncio.run(tool.run(tool.Args(expression="(42000 - 6000) / 3 + 6000"), ctx))
    assert "worked out from it" not in right.content


def test_the_loop_says_the_bill_share_after_a_wrong_split(tmp_path: Path) -> None:
    # fresh42 calc-90's own set-up: 14000 ÷ 3, then the rest's share alone said
    calc = ToolCall(id="c1", name="calculate", arguments={"expression": "14000 ÷ 3"})
    wrong = LLMReply(text="4,667원 내면 돼요.")
    backend = ScriptedBackend([LLMReply(tool_calls=[calc]), wrong, wrong, wrong, wrong])
    agent = scripted_agent(tmp_path, backend, load_settings(agent={"language": "ko"}))
    result = asyncio.run(agent.run_turn(DELIVERY))
    assert "18,000" in result.answer and "4,667" not in result.answer
