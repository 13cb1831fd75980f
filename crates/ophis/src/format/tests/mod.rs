//! Unit tests of `format`, `repr(float)` and `%` against tables of CPython 3.11's outputs.
//!
//! The expected values in the tables (one submodule per table) were produced by running the
//! same inputs through CPython 3.11.7 (`format`, `repr` and the `%` operator) and pasting the
//! results here verbatim, so that the tests pin the behaviour of the real interpreter rather
//! than our reading of it.

use super::*;

mod float_table;
mod int_table;
mod str_percent_tables;
use float_table::*;
use int_table::*;
use str_percent_tables::*;

fn int(text: &str) -> BigInt {
    text.parse().expect("test table holds a valid int")
}

/// Renders an outcome in the tables' notation: "=text" for success,
/// "V:message" for ValueError and "O:message" for OverflowError.
fn outcome(result: Result<String, FormatError>) -> String {
    match result {
        Ok(text) => format!("={text}"),
        Err(FormatError::ValueError(msg)) => format!("V:{msg}"),
        Err(FormatError::OverflowError(msg)) => format!("O:{msg}"),
    }
}

/// format(3**6000, ",") as printed by CPython.
const BIG_GROUPED: &str = "5,339,840,906,293,740,122,425,025,941,682,787,988,173,795,641,074,581,379,694,956,095,961,847,845,793,309,334,817,613,799,573,583,034,049,683,978,106,473,105,990,276,081,740,223,381,216,685,487,304,275,609,065,987,720,516,267,864,052,610,221,370,223,474,480,744,503,769,362,411,517,807,705,363,221,956,547,953,524,977,571,251,233,487,557,736,877,305,000,511,959,228,093,853,179,047,601,999,266,386,771,522,550,925,595,632,030,147,102,131,319,036,140,871,309,440,625,584,153,041,177,260,675,176,966,286,351,217,346,333,143,742,785,929,083,676,277,726,651,306,463,209,745,469,536,097,955,085,263,059,440,728,908,150,336,226,193,594,014,958,489,725,832,618,445,861,181,573,326,073,439,448,410,088,440,063,390,942,680,871,527,587,940,703,006,502,628,060,660,520,349,562,725,362,395,404,043,243,184,872,799,640,840,466,889,989,368,256,223,621,418,668,461,096,505,784,874,771,518,161,628,022,420,202,954,917,915,746,634,739,161,061,202,616,061,993,333,619,270,323,839,011,904,188,036,427,759,750,990,498,200,490,845,596,709,363,714,555,696,423,488,834,873,983,121,832,375,065,564,138,273,644,259,938,611,444,938,687,888,005,815,659,116,861,199,660,677,717,705,335,819,953,723,744,515,890,777,044,823,017,938,681,365,751,422,900,342,304,700,881,462,800,080,606,758,276,080,420,043,104,118,127,532,848,898,506,574,437,301,545,574,957,940,953,015,802,262,389,314,447,027,849,044,108,764,167,512,869,436,330,812,153,444,995,626,471,061,463,599,522,535,181,709,374,649,177,933,160,624,345,007,617,868,075,313,505,943,807,873,863,173,740,563,561,972,069,796,063,624,364,930,883,528,318,569,167,880,070,431,954,585,371,309,902,885,218,767,122,329,912,009,874,743,318,378,978,919,171,086,869,523,781,739,873,618,293,562,428,353,504,247,629,853,512,011,987,459,114,431,877,777,988,774,266,668,585,520,222,406,669,802,836,894,136,780,496,856,668,060,666,207,672,823,347,629,112,549,335,461,440,309,099,607,256,971,096,356,913,120,010,590,557,649,672,243,061,338,560,638,820,092,247,008,746,769,468,086,524,178,362,292,044,839,530,725,387,880,479,231,849,974,299,716,263,512,223,797,286,565,771,293,156,731,413,182,644,700,122,296,442,010,776,486,374,994,072,211,870,365,514,313,941,588,220,668,141,061,423,630,570,420,712,537,445,998,036,146,097,068,261,187,318,081,069,556,536,291,236,097,075,813,910,256,068,530,244,696,768,422,772,492,742,042,085,371,054,823,084,608,307,117,488,385,964,663,161,296,267,557,284,372,427,079,094,821,521,176,267,633,969,939,484,763,490,481,705,906,679,849,009,039,433,280,772,162,399,864,320,852,600,156,775,458,646,140,863,122,029,029,682,990,174,231,428,439,910,294,356,094,863,822,138,017,290,885,756,149,868,399,114,670,629,257,284,366,788,609,663,160,933,490,546,074,445,298,361,004,362,736,821,661,017,568,213,855,881,444,599,533,869,965,391,380,541,800,417,346,895,114,984,252,396,983,851,064,303,322,001,202,445,287,427,372,098,305,977,608,627,707,457,349,084,430,419,769,771,677,996,336,265,105,284,864,912,713,098,256,824,164,472,752,543,351,787,822,091,663,484,428,796,896,232,524,868,719,885,488,957,977,376,412,557,735,449,875,191,015,293,820,209,433,725,149,734,088,902,372,680,568,249,427,905,631,591,840,295,777,396,705,667,134,515,133,924,222,531,921,618,161,846,371,419,727,392,725,049,315,504,618,521,370,457,195,304,325,881,805,216,653,784,965,063,523,002,349,747,547,139,852,453,242,256,021,961,946,736,126,919,507,428,173,867,314,880,075,348,945,291,628,657,704,371,440,801,578,568,036,204,804,923,343,432,856,136,266,600,127,313,063,012,465,958,380,758,788,482,195,609,004,466,597,189,821,524,802,611,918,242,369,411,575,067,759,035,254,254,151,044,901,837,564,014,651,970,954,570,495,598,713,846,350,606,234,502,355,820,249,776,929,635,269,429,298,014,155,959,849,324,197,804,150,578,789,941,432,453,747,526,737,238,914,087,160,517,345,565,058,509,380,173,792,143,131,320,001";
/// format(-3**6000, "#_x") as printed by CPython.
const BIG_HEX: &str = "-0x36_c21c_66d1_bfe6_5ddc_299d_9157_50ff_3823_977e_35f2_cb47_bb8b_4fc3_794e_5b0c_77fe_e347_325a_1cf4_ba85_232d_9038_7d31_3ec5_e44f_8875_3af8_4e24_3ff6_a6be_1488_ce79_31b8_25d6_e818_5f3b_c1bc_0b0d_33b2_7e5d_b598_b33d_8130_459d_e92f_c6c0_cd8f_1496_695d_4b1d_aa95_15bb_b17b_57e0_18d3_0ce8_7d21_4f1e_c603_b877_8307_89a3_c899_6a59_fd73_2e90_ec70_f100_47be_d039_e9c0_e429_cac0_c6a9_20e7_d8c2_5cd5_ce8c_4731_bc83_eab3_cdd8_9475_db95_a61d_ce8e_3a23_459a_7dde_1b0e_93a4_8b6f_0354_d645_dbf0_17d8_0c47_1d80_c66a_e82f_6402_a544_1a2a_f6ee_3d07_b528_c51d_dd85_d7bb_27f8_7362_7012_98cb_9ef6_d03b_909a_6dc2_b995_5c68_022c_f2d7_1982_ffee_0945_a980_9ac9_3ea0_1fd9_a183_7b1f_e745_629e_eee8_fff4_5752_15ea_a889_987d_1bdc_1f03_cf73_4464_19b3_adeb_596c_bb60_593d_ce32_a07b_02a9_bebb_c09b_28ac_a19e_ec78_3fab_038a_851d_a095_d4f1_05fd_04ad_7ecc_30fb_a8b4_402d_9ee3_7e4e_e985_95ad_d77c_1be2_1529_a399_5dc7_8d54_a2fc_f385_a5e4_1994_8e58_2156_7247_d7a0_180d_03be_a9c4_efca_20a1_1f95_fff0_deb0_c7d7_a183_4e2a_bfd0_932a_1fbb_aba9_3074_7f15_033d_3643_f149_e4a4_1e23_c3d8_ac0e_516e_0064_1224_a237_eb3f_b403_693d_28f7_c417_96b0_4d2d_793b_6658_1def_ea79_9600_bfcd_5c65_0af0_6953_2e02_e214_ea69_b748_07d5_4f26_e1a5_06b5_a27a_1025_6f8f_57bb_5f59_476d_d033_38b6_0efe_ed52_caf3_3363_b0ef_3b86_c30e_6db3_9f78_7e37_171a_fa7e_2d43_74ea_3e4c_80d0_97ac_8afd_b27b_32cc_6c3d_13ae_4670_74a9_b954_0542_d53e_e942_15c9_e0f0_3510_ffc4_4029_e4a3_7267_5ac4_4bc1_9635_2359_36a9_6466_4178_2b06_b95f_3b98_48e1_1eec_b019_b30d_46cb_cf12_ad9c_a955_1078_13d7_abbe_b98c_ed8d_667b_922d_3af2_e8a8_4de4_3507_8555_8f1d_a138_6d12_f1fc_09c9_627f_47e6_4fc8_05c3_4236_b6be_c9ad_7fda_69df_d5c6_871f_c11b_686f_9f28_9d96_dcf4_e49a_f98d_8524_e4cf_ce39_23ec_a312_ec18_fbfa_38d6_c20a_7876_1936_d966_3c63_dd6e_2023_549b_bdfa_46a1_b827_fc35_804f_804c_403f_fd07_45a5_2774_1e38_8a91_70c8_b4c1_20b7_605c_5a9a_77bc_c89a_3380_26fe_3ce1_b753_5ef7_49a9_cd08_8cf8_861f_2bb5_13bd_dea7_20e2_9cd7_48fc_40b6_4391_dab6_cf19_e42b_4c83_696a_27e2_82ce_137b_739a_560c_c592_150e_e986_49ff_7e14_e6e3_0a35_0c14_99b9_6c95_ac56_a993_e025_bdb6_9bdc_07d1_3a94_5cdc_e86f_aa60_92ee_f660_1cb6_f443_850a_3027_76a2_8b54_2389_6d3a_d278_2303_2952_d95e_c2a9_19fe_a98a_6c98_a0d7_a4a1_9485_475a_2d56_4573_51f3_09d4_30c8_8282_2f85_d0a2_3619_9962_11c7_fd25_1c51_9102_f263_a1cf_5b34_8444_4b36_1aa4_cb9e_5b8b_09b6_8a3b_721b_8d71_911f_1440_b433_ac73_23a9_6e50_419a_f94e_b0a7_8ada_31bc_c8f3_7d20_af3d_69b9_6cdf_8f45_e228_2979_31b3_eede_d3a7_b8dd_dc46_b93d_720b_60d8_5ed0_a7b3_51f5_b24f_6a96_0e5d_7793_b234_237c_01b5_dc54_c7ed_0614_ef4f_6b7b_1a0c_ab3e_1fe4_19e6_68b5_2c11_d40a_c973_4680_bc22_ff89_4a23_9b4f_6f78_ec26_8f4b_5dc7_3c2e_5e57_857d_3034_29dd_7a10_e972_9058_1cca_806c_ce7c_8921_320d_55f3_4b4a_282b_892e_a455_4417_7e4f_8a75_89a0_8509_01f3_4048_d98b_e6fb_c67f_d33a_06df_c5e3_e46f_4d28_3265_140c_ffd6_891b_51a4_e7cc_9111_ab2b_a069_35b8_3e41_168b_1152_2ff2_2e14_6814_3f8b_42bb_045d_08de_81ee_8ddf_eeb2_7fb9_d332_22b4_a7c1_919f_ba9e_8fc1_db1a_a03a_0d1a_325a_854d_e350_8873_abc5_6aa8_9ec1";

#[test]
fn int_table() {
    let mut failures = Vec::new();
    for &(value, spec, want) in INT_CASES {
        let got = outcome(format_int(&int(value), spec));
        if got != want {
            failures.push(format!("format({value}, {spec:?}): want {want:?}, got {got:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn float_table() {
    let mut failures = Vec::new();
    for &(value, spec, want) in FLOAT_CASES {
        let got = outcome(format_float(value, spec));
        if got != want {
            failures.push(format!("format({value:?}, {spec:?}): want {want:?}, got {got:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn str_table() {
    let mut failures = Vec::new();
    for &(value, spec, want) in STR_CASES {
        let got = outcome(format_str(value, spec));
        if got != want {
            failures.push(format!("format({value:?}, {spec:?}): want {want:?}, got {got:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn repr_table() {
    for &(value, want) in REPR_CASES {
        assert_eq!(float_repr(value), want, "repr of {value:?}");
        // str(float) and format(float, '') are the same as repr(float).
        assert_eq!(format_float(value, ""), Ok(want.to_string()));
    }
}

#[test]
fn percent_tables() {
    for (value, flags, conv, want) in percent_int_cases() {
        let got = outcome(percent_format_int(&int(value), &flags, conv));
        assert_eq!(got, want, "% on int {value} with {flags:?} {conv}");
    }
    for (value, flags, conv, want) in percent_float_cases() {
        let got = outcome(percent_format_float(value, &flags, conv));
        assert_eq!(got, want, "% on float {value:?} with {flags:?} {conv}");
    }
    for (value, flags, want) in percent_str_cases() {
        assert_eq!(percent_pad_str(value, &flags), want, "%s on {value:?} with {flags:?}");
    }
}

#[test]
fn big_ints() {
    let big = BigInt::from(3u32).pow(6000);
    assert_eq!(format_int(&big, ","), Ok(BIG_GROUPED.to_string()));
    assert_eq!(format_int(&-big, "#_x"), Ok(BIG_HEX.to_string()));
    // CPython refuses decimal conversions beyond 4300 digits by default,
    // but not conversions to power-of-two bases.
    let limit = value_error(
        "Exceeds the limit (4300 digits) for integer string conversion; \
         use sys.set_int_max_str_digits() to increase the limit",
    );
    let just_fits = BigInt::from(10u32).pow(4300) - 1;
    assert_eq!(format_int(&just_fits, "").map(|s| s.len()), Ok(4300));
    assert_eq!(format_int(&-&just_fits, "d").map(|s| s.len()), Ok(4301));
    let too_long = BigInt::from(10u32).pow(4300);
    assert_eq!(format_int(&too_long, ""), Err(limit.clone()));
    assert_eq!(format_int(&too_long, ",d"), Err(limit.clone()));
    assert_eq!(format_int(&too_long, "n"), Err(limit.clone()));
    assert_eq!(percent_format_int(&too_long, &PercentSpec::default(), 'd'), Err(limit.clone()));
    assert!(format_int(&too_long, "x").is_ok());
    let enormous = BigInt::from(1u32) << 1_000_000u32;
    assert_eq!(format_int(&enormous, "d"), Err(limit));
    assert_eq!(format_int(&enormous, "b").map(|s| s.len()), Ok(1_000_001));
}

#[test]
fn huge_widths_and_precisions() {
    // Accepted by CPython's parser but refused by ophis to bound memory.
    let width = value_error("format width too large");
    assert_eq!(format_int(&int("1"), "100000001"), Err(width.clone()));
    assert_eq!(format_int(&int("1"), "9223372036854775807"), Err(width.clone()));
    assert_eq!(format_float(1.0, "100000001"), Err(width.clone()));
    assert_eq!(format_str("a", "100000001"), Err(width.clone()));
    let flags = PercentSpec { width: Some(MAX_FORMAT_WIDTH + 1), ..PercentSpec::default() };
    assert_eq!(percent_format_int(&int("1"), &flags, 'd'), Err(width.clone()));
    assert_eq!(percent_format_float(1.0, &flags, 'f'), Err(width));
    assert_eq!(percent_pad_str("a", &flags).len(), MAX_FORMAT_WIDTH);
    // The limit itself is honoured.
    assert_eq!(format_str("a", "100000000").map(|s| s.len()), Ok(MAX_FORMAT_WIDTH));

    let precision = value_error("format precision too large");
    assert_eq!(format_float(1.0, ".100000001f"), Err(precision.clone()));
    assert_eq!(format_float(1.0, ".100000001e"), Err(precision.clone()));
    assert_eq!(format_float(1.0, "#.100000001g"), Err(precision.clone()));
    // Without '#', 'g' never pads with zeros, so a huge precision is harmless.
    assert_eq!(format_float(1.5, ".1000000000g"), Ok("1.5".to_string()));
    assert_eq!(
        format_float(0.1, ".2147483647"),
        Ok("0.1000000000000000055511151231257827021181583404541015625".to_string())
    );
    assert_eq!(format_str("abc", ".2147483648"), Ok("abc".to_string()));
    // CPython's own limits come first.
    assert_eq!(format_float(1.0, ".2147483648f"), Err(value_error("precision too big")));
    let flags = PercentSpec { precision: Some(2147483647), ..PercentSpec::default() };
    assert_eq!(
        percent_format_int(&int("1"), &flags, 'd'),
        Err(overflow_error("precision too large"))
    );
    let flags = PercentSpec { precision: Some(2147483648), ..PercentSpec::default() };
    assert_eq!(percent_format_float(1.0, &flags, 'f'), Err(value_error("precision too big")));
}

#[test]
fn parse_format_spec_fields() {
    let spec = parse_format_spec("*^+z#012,.3f").expect("valid spec");
    assert_eq!(
        spec,
        FormatSpec {
            fill: '*',
            align: Some('^'),
            sign: Some('+'),
            no_neg_zero: true,
            alternate: true,
            zero_pad: false,
            width: Some(12),
            grouping: Some(','),
            precision: Some(3),
            ty: Some('f'),
        }
    );
    let spec = parse_format_spec("08_x").expect("valid spec");
    assert_eq!((spec.fill, spec.zero_pad, spec.align, spec.width), ('0', true, None, Some(8)));
    assert_eq!(spec.grouping, Some('_'));
    let spec = parse_format_spec("").expect("empty spec");
    assert_eq!((spec.fill, spec.ty, spec.width, spec.precision), (' ', None, None, None));
    assert_eq!(parse_format_spec("\u{663}\u{660}").map(|s| s.width), Ok(Some(30)));
    assert_eq!(parse_format_spec("abc"), Err(value_error("Invalid format specifier 'abc'")));
    assert_eq!(parse_format_spec(".x"), Err(value_error("Format specifier missing precision")));
}

#[test]
fn surrogates_are_reported() {
    // CPython returns a lone surrogate here, which a Rust string cannot hold.
    assert!(matches!(format_int(&int("55296"), "c"), Err(FormatError::ValueError(_))));
    assert!(matches!(
        percent_format_int(&int("57343"), &PercentSpec::default(), 'c'),
        Err(FormatError::ValueError(_))
    ));
    assert_eq!(format_int(&int("55295"), "c"), Ok("\u{d7ff}".to_string()));
    assert_eq!(format_int(&int("57344"), "c"), Ok("\u{e000}".to_string()));
}

#[test]
fn int_to_float_rounding() {
    // Correct rounding of ints to floats, ties to even, as PyLong_AsDouble.
    let cases = [
        ("9007199254740993", 9007199254740992.0),
        ("9007199254740995", 9007199254740996.0),
        ("18446744073709551617", 18446744073709551616.0),
        ("36893488147419103231", 36893488147419103232.0),
        ("-123456789012345678901234567890", -1.2345678901234568e29),
    ];
    for (text, want) in cases {
        assert_eq!(bigint_to_f64(&int(text)), Ok(want), "{text}");
    }
    let max = (BigInt::from(1u32) << 1024u32) - (BigInt::from(1u32) << 970u32);
    assert_eq!(bigint_to_f64(&(&max - 1)), Ok(f64::MAX));
    assert!(bigint_to_f64(&max).is_err());
}

/// A small deterministic generator, so the fuzz test needs no extra crate.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_inputs_never_panic() {
    let alphabet: Vec<char> =
        "<>=^+- z#0123456789,_.bcdeEfFgGnosxX%!\u{0}\u{e9}\u{663}\u{1F600}".chars().collect();
    let floats = [
        0.0,
        -0.0,
        1.5,
        -2.5,
        1e300,
        -1e-300,
        5e-324,
        f64::MAX,
        f64::MIN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        0.1,
        123456789.0,
    ];
    let ints = [
        int("0"),
        int("-1"),
        int("65"),
        int("1114111"),
        int("1114112"),
        int("55296"),
        int("-99999999999999999999999999"),
        BigInt::from(1u32) << 1100u32,
    ];
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    for _ in 0..20_000 {
        let len = rng.below(9);
        let mut spec = String::new();
        let mut digit_run = 0;
        for _ in 0..len {
            let c = alphabet[rng.below(alphabet.len())];
            // Long runs of digits would ask for enormous (if legal) widths
            // and make the test slow; huge widths are tested separately.
            digit_run = if c.is_ascii_digit() { digit_run + 1 } else { 0 };
            if digit_run <= 3 {
                spec.push(c);
            }
        }
        let float = floats[rng.below(floats.len())];
        let big = &ints[rng.below(ints.len())];
        let _ = format_int(big, &spec);
        let _ = format_float(float, &spec);
        let _ = format_str("h\u{e9}llo", &spec);
        let _ = parse_format_spec(&spec);
        let _ = float_repr(f64::from_bits(rng.next()));

        let flags = PercentSpec {
            left: rng.below(2) == 0,
            plus: rng.below(2) == 0,
            space: rng.below(2) == 0,
            alternate: rng.below(2) == 0,
            zero: rng.below(2) == 0,
            width: [None, Some(0), Some(7), Some(usize::MAX)][rng.below(4)],
            precision: [None, Some(0), Some(3), Some(40), Some(usize::MAX)][rng.below(5)],
        };
        let conv = "diuoxXceEfFgGsr%a".chars().nth(rng.below(17)).unwrap_or('d');
        let _ = percent_format_int(big, &flags, conv);
        let _ = percent_format_float(float, &flags, conv);
        // percent_pad_str clamps rather than refuses a huge width, so only
        // ordinary widths are fed to it here to keep the test fast.
        if flags.width != Some(usize::MAX) {
            let _ = percent_pad_str("h\u{e9}llo", &flags);
        }
    }
}
