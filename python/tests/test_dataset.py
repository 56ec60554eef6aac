"""The dataset reader: lines of another format or not JSON are refused with the file and line."""

import gzip
import json
import os
import tempfile
import unittest

from moontable.dataset import read


class ReadTest(unittest.TestCase):
    def write(self, name, lines, zipped=False):
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, name)
        opener = gzip.open if zipped else open
        with opener(path, "wt", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        return path

    def test_reads_lines_and_gzip(self):
        line = json.dumps({"format": "moontable-dataset/1", "match": "m1"})
        for zipped in (False, True):
            path = self.write("a.jsonl.gz" if zipped else "a.jsonl", [line, "", line], zipped)
            self.assertEqual([l["match"] for l in read(path)], ["m1", "m1"])

    def test_refuses_other_formats_and_broken_lines(self):
        path = self.write("b.jsonl", [json.dumps({"format": "moontable-record/1"})])
        with self.assertRaisesRegex(ValueError, r"b\.jsonl:1 is not a line of moontable-dataset/1"):
            list(read(path))
        path = self.write("c.jsonl", [json.dumps({"format": "moontable-dataset/1"}), "{oops"])
        with self.assertRaisesRegex(ValueError, r"c\.jsonl:2 is not JSON"):
            list(read(path))


if __name__ == "__main__":
    unittest.main()
