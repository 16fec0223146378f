//! [`Day`]: a calendar day, as the record dates each attempt. The front
//! end gives today's date from the platform clock (ISO 8601,
//! `2026-05-01`); the core counts the days between two dates to pick the
//! attempts of a period. The civil-date arithmetic is Howard Hinnant's
//! `days_from_civil` (<https://howardhinnant.github.io/date_algorithms.html>).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A day of the proleptic Gregorian calendar, counted from 1970-01-01.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(i32);

/// Why a date was refused ([`Day::parse`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DayError(pub String);

impl fmt::Display for DayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a date such as 2026-05-01", self.0.escape_debug())
    }
}

impl std::error::Error for DayError {}

impl Day {
    /// The day `days` after 1970-01-01.
    pub const fn from_days(days: i32) -> Day {
        Day(days)
    }

    /// Days since 1970-01-01.
    pub const fn days(self) -> i32 {
        self.0
    }

    /// The day of a year, month (1–12) and day of the month, if it exists.
    pub fn from_ymd(y: i32, m: u32, d: u32) -> Option<Day> {
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        let len = match m {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => return None,
        };
        if d == 0 || d > len || !(1..=9999).contains(&y) {
            return None;
        }
        let y = if m <= 2 { y - 1 } else { y };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let mp = (m as i32 + 9) % 12;
        let doy = (153 * mp + 2) / 5 + d as i32 - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Some(Day(era * 146_097 + doe - 719_468))
    }

    /// The year, month and day of the month.
    pub fn ymd(self) -> (i32, u32, u32) {
        let z = self.0 + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let y = yoe + era * 400 + i32::from(m <= 2);
        (y, m, d)
    }

    /// Reads `2026-05-01` (a longer ISO 8601 time stamp is cut to its date).
    pub fn parse(text: &str) -> Result<Day, DayError> {
        let bad = || DayError(text.to_string());
        let date = text.trim().get(..10).ok_or_else(bad)?;
        let mut parts = date.split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        if y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return Err(bad());
        }
        let y: i32 = y.parse().map_err(|_| bad())?;
        let m: u32 = m.parse().map_err(|_| bad())?;
        let d: u32 = d.parse().map_err(|_| bad())?;
        Day::from_ymd(y, m, d).ok_or_else(bad)
    }

    /// How many days `self` comes after `earlier` (negative: before).
    pub const fn since(self, earlier: Day) -> i32 {
        self.0 - earlier.0
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.ymd();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

impl Serialize for Day {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Day {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Day, D::Error> {
        let text = String::deserialize(d)?;
        Day::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::Day;

    #[test]
    fn dates_round_trip_and_count_days() {
        assert_eq!(Day::parse("1970-01-01").unwrap().days(), 0);
        let d = Day::parse("2026-05-01").unwrap();
        assert_eq!(d.to_string(), "2026-05-01");
        assert_eq!(Day::parse("2024-03-01").unwrap().since(Day::parse("2024-02-28").unwrap()), 2);
        assert_eq!(Day::parse("2026-12-06T01:02:03Z").unwrap().to_string(), "2026-12-06");
        for bad in ["", "2026-02-30", "2026-13-01", "26-05-01", "2026/05/01", "2026-05-0x"] {
            assert!(Day::parse(bad).is_err(), "{bad}");
        }
        for n in [-1000, 0, 59, 60, 365, 11_000, 20_000, 40_000] {
            let d = Day::from_days(n);
            assert_eq!(Day::parse(&d.to_string()).unwrap(), d);
        }
    }
}
