"""Agent-only tools (B): a loan calculator, `housing_loan` and `housing_budget`.

Only agents whose definition lists them get them (KAREN). `housing_budget` returns its table
as a `final` result (T4): the user gets it verbatim, not retold by a small model.
Amounts are in won; rates are yearly percentages; payments are monthly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, Field

from jarvis_voice.tools.base import Tool, ToolContext, ToolResult

Method = Literal["equal_payment", "equal_principal", "bullet"]
_METHOD_KO = {"equal_payment": "원리금균등", "equal_principal": "원금균등", "bullet": "만기일시"}
_METHOD_EN = {
    "equal_payment": "equal payments",
    "equal_principal": "equal principal",
    "bullet": "bullet (interest only)",
}


@dataclass(frozen=True)
class Month:
    payment: float
    interest: float
    principal: float
    balance: float


def schedule(loan: float, annual_rate_percent: float, years: int, method: Method) -> list[Month]:
    """The monthly repayment schedule."""
    n = years * 12
    r = annual_rate_percent / 100 / 12
    months: list[Month] = []
    balance = loan
    level = loan / n if r == 0 else loan * r / (1 - (1 + r) ** -n)
    for k in range(1, n + 1):
        interest = balance * r
        if method == "equal_payment":
            principal = level - interest if k < n else balance
        elif method == "equal_principal":
            principal = loan / n if k < n else balance
        else:
            principal = balance if k == n else 0.0
        balance -= principal
        months.append(Month(interest + principal, interest, principal, max(balance, 0.0)))
    return months


def first_year_service(annual_rate_percent: float, years: int, method: Method) -> float:
    """What one won of loan costs in the first 12 months (DSR counts yearly repayments)."""
    return sum(m.payment for m in schedule(1.0, annual_rate_percent, years, method)[:12])


def won(amount: float) -> str:
    return f"{round(amount):,}원"


def _language(ctx: ToolContext) -> str:
    """The turn's language (issue 16), else the agent's, else Korean (a Korean-only agent)."""
    agent_language = getattr(getattr(ctx.settings, "agent", None), "language", "ko")
    return ctx.language or agent_language or "ko"


class LoanArgs(BaseModel):
    principal: int = Field(gt=0, description="Loan amount in won, e.g. 300000000")
    annual_rate_percent: float = Field(ge=0, le=30, description="Yearly interest rate in %")
    years: int = Field(ge=1, le=50, description="Loan term in years")
    method: Method = Field(
        default="equal_payment",
        description="equal_payment (원리금균등), equal_principal (원금균등) or bullet (만기일시)",
    )


class HousingLoanTool(Tool[LoanArgs]):
    name = "housing_loan"
    description = (
        "Loan calculator: monthly payment, total interest and total repayment for a housing "
        "loan (원리금균등 / 원금균등 / 만기일시)."
    )
    Args = LoanArgs

    async def run(self, args: LoanArgs, ctx: ToolContext) -> ToolResult:
        months = schedule(args.principal, args.annual_rate_percent, args.years, args.method)
        interest = sum(m.interest for m in months)
        if _language(ctx) == "en":
            lines = [
                f"Loan {won(args.principal)} at {args.annual_rate_percent:g}% for {args.years} "
                f"years, {_METHOD_EN[args.method]}:",
                f"- first monthly payment: {won(months[0].payment)}",
                f"- last monthly payment: {won(months[-1].payment)}",
                f"- total interest: {won(interest)}",
                f"- total repaid: {won(args.principal + interest)}",
            ]
        else:
            lines = [
                f"대출 {won(args.principal)}, 연 {args.annual_rate_percent:g}%, {args.years}년, "
                f"{_METHOD_KO[args.method]}:",
                f"- 첫 달 상환액: {won(months[0].payment)}",
                f"- 마지막 달 상환액: {won(months[-1].payment)}",
                f"- 총 이자: {won(interest)}",
                f"- 총 상환액: {won(args.principal + interest)}",
            ]
        return ToolResult("\n".join(lines))


class BudgetArgs(BaseModel):
    savings: int = Field(ge=0, description="Own money available for the purchase, in won")
    annual_income: int = Field(gt=0, description="Yearly income before tax, in won")
    annual_rate_percent: float = Field(ge=0, le=30, description="Yearly interest rate in %")
    years: int = Field(default=30, ge=1, le=50, description="Loan term in years")
    dsr_percent: float = Field(
        default=40, gt=0, le=100, description="Debt service ratio limit in % of income"
    )
    ltv_percent: float = Field(
        default=70, gt=0, lt=100, description="Loan-to-value limit in % of the price"
    )
    method: Literal["equal_payment", "equal_principal"] = "equal_payment"


class HousingBudgetTool(Tool[BudgetArgs]):
    name = "housing_budget"
    description = (
        "How expensive a home the user can afford: the loan limit by DSR and by LTV, the price, "
        "monthly payments and a year-by-year repayment table. The table is the final answer."
    )
    Args = BudgetArgs

    async def run(self, args: BudgetArgs, ctx: ToolContext) -> ToolResult:
        service = first_year_service(args.annual_rate_percent, args.years, args.method)
        by_dsr = args.annual_income * args.dsr_percent / 100 / service
        ltv = args.ltv_percent / 100
        by_ltv = args.savings * ltv / (1 - ltv)
        loan = float(int(min(by_dsr, by_ltv) // 10_000 * 10_000))  # whole 만원
        months = schedule(loan, args.annual_rate_percent, args.years, args.method) if loan else []
        return ToolResult(
            _budget_table(args, by_dsr, by_ltv, loan, months, _language(ctx)), final=True
        )


def _budget_table(
    args: BudgetArgs, by_dsr: float, by_ltv: float, loan: float, months: list[Month], lang: str
) -> str:
    ko = lang != "en"
    interest = sum(m.interest for m in months)
    first = months[0].payment if months else 0.0
    rows = [
        ("보유 자금" if ko else "Own money", won(args.savings)),
        (
            f"DSR {args.dsr_percent:g}% 한도 대출"
            if ko
            else f"Loan limit by DSR {args.dsr_percent:g}%",
            won(by_dsr),
        ),
        (
            f"LTV {args.ltv_percent:g}% 한도 대출"
            if ko
            else f"Loan limit by LTV {args.ltv_percent:g}%",
            won(by_ltv),
        ),
        ("가능한 대출" if ko else "Possible loan", won(loan)),
        ("살 수 있는 집값" if ko else "Affordable price", won(args.savings + loan)),
        ("첫 달 상환액" if ko else "First monthly payment", won(first)),
        ("총 이자" if ko else "Total interest", won(interest)),
    ]
    method = _METHOD_KO[args.method] if ko else _METHOD_EN[args.method]
    title = (
        f"주택 예산 (연 {args.annual_rate_percent:g}%, {args.years}년, {method})"
        if ko
        else f"Housing budget ({args.annual_rate_percent:g}%, {args.years} years, {method})"
    )
    lines = [title, "", "| 항목 | 금액 |" if ko else "| Item | Amount |", "|---|---:|"]
    lines += [f"| {label} | {value} |" for label, value in rows]
    if months:
        lines += [
            "",
            "| 연차 | 연 상환액 | 이자 | 원금 | 남은 원금 |"
            if ko
            else "| Year | Paid | Interest | Principal | Balance |",
            "|---:|---:|---:|---:|---:|",
        ]
        for year in range(args.years):
            chunk = months[year * 12 : (year + 1) * 12]
            lines.append(
                f"| {year + 1} | {won(sum(m.payment for m in chunk))} | "
                f"{won(sum(m.interest for m in chunk))} | {won(sum(m.principal for m in chunk))} | "
                f"{won(chunk[-1].balance)} |"
            )
    return "\n".join(lines)


AGENT_ONLY_TOOLS: dict[str, type[Tool]] = {
    HousingLoanTool.name: HousingLoanTool,
    HousingBudgetTool.name: HousingBudgetTool,
}
