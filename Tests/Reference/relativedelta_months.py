"""Months between date pairs by python-dateutil's relativedelta: the reference for dateDiff.

Reads lines "START END" (ISO 8601, naive wall-clock times) on standard input and prints, per
line, the whole months from START to END: relativedelta(END, START) in months.
"""
import sys
from datetime import datetime

from dateutil.relativedelta import relativedelta

for line in sys.stdin:
    start, end = (datetime.fromisoformat(part) for part in line.split())
    delta = relativedelta(end, start)
    print(delta.years * 12 + delta.months)
