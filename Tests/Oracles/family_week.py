#!/usr/bin/env python3
"""Reads a printed family week back from its PDF: poppler's word boxes (pdftotext -bbox), placed
into the grid by where the column heads and the day numbers were printed.

usage: family_week.py FILE.pdf
JSON on stdout: per page, its size in points, the column heads' words, and per day row (by the day
number printed in the first column) each column's lines of text, top to bottom.
"""
import html.parser
import json
import re
import subprocess
import sys


class Words(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.pages, self.word = [], None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "page":
            self.pages.append({"size": [float(attrs["width"]), float(attrs["height"])], "words": []})
        elif tag == "word":
            self.word = [float(attrs[k]) for k in ("xmin", "ymin", "xmax", "ymax")] + [""]

    def handle_data(self, data):
        if self.word is not None:
            self.word[4] += data

    def handle_endtag(self, tag):
        if tag == "word" and self.word is not None:
            self.pages[-1]["words"].append(self.word)
            self.word = None


def lines_of(words):
    """Words grouped into lines by their baseline, each line's words left to right."""
    lines = []
    for word in sorted(words, key=lambda w: (round(w[3]), w[0])):
        if lines and abs(lines[-1][0] - word[3]) < 2:
            lines[-1][1].append(word)
        else:
            lines.append([word[3], [word]])
    return [" ".join(w[4] for w in sorted(line, key=lambda w: w[0])) for _, line in lines]


def read_page(page, heads):
    words = page["words"]
    # The column heads: "Everyone", then each member's initials and name, on one line.
    everyone = min((w for w in words if w[4] == heads[0]), key=lambda w: w[1])
    head_line = [w for w in words if abs(w[1] - everyone[1]) < 2]
    starts = [everyone[0]]
    for name in heads[1:]:
        first = name.split()[0]
        word = next(w for w in head_line if w[4] == first and w[0] > starts[-1])
        chips = [w for w in head_line if w[0] < word[0] and w[0] > starts[-1] + 5]
        starts.append(min([word[0]] + [c[0] for c in chips if word[0] - c[2] < 15]))
    lefts = [x - 3 for x in starts]
    top = max(w[3] for w in head_line)
    # The day rows start where their numbers are printed, left of the first column.
    numbers = sorted((w for w in words if w[2] < lefts[0] and w[1] > top and re.fullmatch(r"\d{1,2}", w[4])),
                     key=lambda w: w[1])
    rows = []
    for index, number in enumerate(numbers):
        row_top = number[1] - 3
        row_bottom = numbers[index + 1][1] - 3 if index + 1 < len(numbers) else page["size"][1]
        cells = []
        for column, left in enumerate(lefts):
            right = lefts[column + 1] if column + 1 < len(lefts) else page["size"][0]
            inside = [w for w in words if left <= w[0] < right and row_top <= w[1] < row_bottom]
            cells.append(lines_of(inside))
        rows.append({"day": number[4], "cells": cells})
    return {"size": page["size"], "rows": rows}


def main():
    pdf, heads = sys.argv[1], json.loads(sys.argv[2])
    out = subprocess.run(["pdftotext", "-bbox", pdf, "-"], check=True, capture_output=True, text=True).stdout
    parser = Words()
    parser.feed(out)
    json.dump([read_page(page, heads[index] if index < len(heads) else heads[-1]) for index, page in enumerate(parser.pages)],
              sys.stdout)


if __name__ == "__main__":
    main()
