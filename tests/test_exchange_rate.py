"""The rate of exchange a request gives (tools/builtin/exchange_rate.py): won per unit of the
other currency, in English and Korean word orders; none when no rate or two are said."""

from __future__ import annotations

import pytest

from jarvis_voice.tools.builtin.exchange_rate import rate_asked


@pytest.mark.parametrize(
    ("request_", "won", "currency"),
    [
        ("convert it to US dollars at 1,350 won to the dollar", 1350, "dollars"),  # script-71
        ("매출 합계를 1달러에 1,350원으로 쳐서 달러로 바꿔 줘", 1350, "dollars"),
        ("달러당 1300원이면 총 매출이 몇 달러야?", 1300, "dollars"),
        ("what is that at $1 = 1,380 won?", 1380, "dollars"),
        ("1,450원/유로로 환산해 줘", 1450, "euros"),
        ("say it in euros: one euro is 1,450 won", 1450, "euros"),
        ("at 1350 KRW per USD", 1350, "dollars"),
    ],
)
def test_the_rate_said(request_: str, won: float, currency: str) -> None:
    rate = rate_asked(request_)
    assert rate is not None and (rate.won, rate.currency) == (won, currency)


@pytest.mark.parametrize(
    "request_",
    [
        "How much did we make in total?",
        "1,350원짜리 빵을 2개 샀어",
        "Sales were 1,350 won per unit",
        "at 1,350 won to the dollar, or 1,400 won to the dollar next month",
    ],
)
def test_no_rate(request_: str) -> None:
    assert rate_asked(request_) is None
