//! The Unicode data ophis takes from CPython 3.11 (Unicode 14.0.0) itself: one generated
//! module, `tables` (written by `gen.py`, never by hand), read by every user of a table.

pub(crate) mod tables;
