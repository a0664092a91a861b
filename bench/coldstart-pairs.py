#!/usr/bin/env python3
"""Whole-process timings of a command paired with a baseline command (bench/coldstart.sh).

    python3 bench/coldstart-pairs.py RUNS LABEL BASELINE -- COMMAND [ARG ...]

COMMAND (A) and BASELINE (B, one string split as a shell splits words) are started in turn, A B A B ..., RUNS times
each after one unmeasured run of each. For every run: wall seconds from a monotonic clock read just before the start
and just after the child is reaped, and CPU seconds (user + system) from the kernel's accounting of that child
(wait4). Printed on one line: the medians of A and B, and the median of the pair-by-pair ratios A/B (pairing keeps
the ratio meaningful while the machine's speed drifts). Standard input is empty; what the commands print is discarded.
The standard library only, so the figures can be reproduced with any Python 3.
"""
import os
import shlex
import statistics
import subprocess
import sys
import time


def run(argv):
    """(wall s, cpu s) of one run of argv as a whole process."""
    devnull = os.open(os.devnull, os.O_RDWR)
    try:
        started = time.monotonic()
        child = subprocess.Popen(argv, stdin=devnull, stdout=devnull, stderr=devnull)
        _, _, usage = os.wait4(child.pid, 0)
        wall = time.monotonic() - started
        child.returncode = 0  # reaped here: keep Popen from waiting again
    finally:
        os.close(devnull)
    return wall, usage.ru_utime + usage.ru_stime


def main():
    if len(sys.argv) < 6 or sys.argv[4] != '--':
        sys.exit(__doc__)
    runs, label, baseline, command = int(sys.argv[1]), sys.argv[2], shlex.split(sys.argv[3]), sys.argv[5:]
    run(command)
    run(baseline)
    a, b = [], []
    for _ in range(runs):
        a.append(run(command))
        b.append(run(baseline))
    med = statistics.median
    wall_a, cpu_a = med(x[0] for x in a), med(x[1] for x in a)
    wall_b, cpu_b = med(x[0] for x in b), med(x[1] for x in b)
    ratio_cpu = med(x[1] / y[1] for x, y in zip(a, b))
    ratio_wall = med(x[0] / y[0] for x, y in zip(a, b))
    print(f'{label:<44} cpu {cpu_a:.3f} s (node -e 0 {cpu_b:.3f}, x{ratio_cpu:.4f})  '
          f'wall {wall_a:.3f} s (node -e 0 {wall_b:.3f}, x{ratio_wall:.4f})')


if __name__ == '__main__':
    main()
