// Numbers and times in words, as the book writes them.

/**
 * count writes a whole number with thousands separators: 4,426,165,368.
 * @param {number|string} n
 * @returns {string}
 */
export const count = (n) => Number(n).toLocaleString("en");

/**
 * about says a large number in words, to one decimal: 4.4 billion.
 * @param {number} n
 * @returns {string}
 */
export const about = (n) => {
  for (const [v, w] of [[1e12, "trillion"], [1e9, "billion"], [1e6, "million"]]) {
    if (n >= v) return (Math.round((n / v) * 10) / 10).toLocaleString("en") + " " + w;
  }
  return count(Math.round(n));
};

/**
 * duration says a number of seconds as a reader would: "under a
 * second", "4.5 minutes", "3 days".
 * @param {number} s
 * @returns {string}
 */
export const duration = (s) => {
  const round = (v, unit) => {
    const r = v < 10 ? Math.round(v * 10) / 10 : Math.round(v);
    return r + " " + unit + (r === 1 ? "" : "s");
  };
  if (s < 1) return "under a second";
  if (s < 90) return round(s, "second");
  if (s < 90 * 60) return round(s / 60, "minute");
  if (s < 36 * 3600) return round(s / 3600, "hour");
  if (s < 400 * 86400) return round(s / 86400, "day");
  return round(s / (365.25 * 86400), "year");
};
