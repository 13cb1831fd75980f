//! Ports of glibc's cbrt, asinh, acosh, atanh, erf and erfc, bit-identical to CPython's.

use super::*;

fn high_word(x: f64) -> i32 {
    (x.to_bits() >> 32) as u32 as i32
}

fn low_word(x: f64) -> u32 {
    x.to_bits() as u32
}

/// glibc writes it 6.93147180559945286227e-01: the same double.
const LN2: f64 = std::f64::consts::LN_2;

/// glibc's cbrt (not correctly rounded: cbrt(27.0) is 3.0000000000000004, as in CPython).
pub(super) fn glibc_cbrt(x: f64) -> f64 {
    const CBRT2: f64 = 1.2599210498948731648;
    const SQR_CBRT2: f64 = 1.5874010519681994748;
    const FACTOR: [f64; 5] = [1.0 / SQR_CBRT2, 1.0 / CBRT2, 1.0, CBRT2, SQR_CBRT2];
    if x == 0.0 || !x.is_finite() {
        return x + x;
    }
    let (xm, xe) = frexp(x.abs());
    let u = 0.354895765043919860
        + ((1.50819193781584896
            + ((-2.11499494167371287
                + ((2.44693122563534430
                    + ((-1.83469277483613086
                        + (0.784932344976639262 - 0.145263899385486377 * xm) * xm)
                        * xm))
                    * xm))
                * xm))
            * xm);
    let t2 = u * u * u;
    let idx = (2 + xe % 3) as usize;
    let ym = u * (t2 + 2.0 * xm) / (2.0 * t2 + xm) * FACTOR.get(idx).copied().unwrap_or(1.0);
    ldexp(if x > 0.0 { ym } else { -ym }, (xe / 3) as i64)
}

pub(super) fn glibc_asinh(x: f64) -> f64 {
    let ix = high_word(x) & 0x7fffffff;
    if ix < 0x3e300000 {
        // |x| < 2**-28: asinh(x) == x to double precision.
        return x;
    }
    let w = if ix > 0x41b00000 {
        if ix >= 0x7ff00000 {
            return x + x;
        }
        x.abs().ln() + LN2
    } else {
        let xa = x.abs();
        if ix > 0x40000000 {
            (2.0 * xa + 1.0 / ((xa * xa + 1.0).sqrt() + xa)).ln()
        } else {
            let t = xa * xa;
            (xa + t / (1.0 + (1.0 + t).sqrt())).ln_1p()
        }
    };
    w.copysign(x)
}

pub(super) fn glibc_acosh(x: f64) -> f64 {
    let hx = high_word(x);
    let lx = low_word(x);
    if hx < 0x3ff00000 {
        // x < 1 (including negative numbers).
        return f64::NAN;
    }
    if hx >= 0x41b00000 {
        if hx >= 0x7ff00000 {
            return x + x;
        }
        return x.ln() + LN2;
    }
    if (hx - 0x3ff00000) == 0 && lx == 0 {
        return 0.0;
    }
    if hx > 0x40000000 {
        let t = x * x;
        return (2.0 * x - 1.0 / (x + (t - 1.0).sqrt())).ln();
    }
    let t = x - 1.0;
    (t + (2.0 * t + t * t).sqrt()).ln_1p()
}

pub(super) fn glibc_atanh(x: f64) -> f64 {
    let xa = x.abs();
    let t;
    if xa < 0.5 {
        if xa < f64::from_bits(0x3e30000000000000) {
            // |x| < 2**-28
            return x;
        }
        let t2 = xa + xa;
        t = 0.5 * (t2 + t2 * xa / (1.0 - xa)).ln_1p();
    } else if xa < 1.0 {
        t = 0.5 * ((xa + xa) / (1.0 - xa)).ln_1p();
    } else if xa > 1.0 {
        return f64::NAN;
    } else if xa.is_nan() {
        return x + x;
    } else {
        return x / 0.0;
    }
    t.copysign(x)
}

const ERX: f64 = 8.45062911510467529297e-01;

const EFX: f64 = 1.28379167095512586316e-01;

const PP: [f64; 5] = [
    1.28379167095512558561e-01,
    -3.25042107247001499370e-01,
    -2.84817495755985104766e-02,
    -5.77027029648944159157e-03,
    -2.37630166566501626084e-05,
];

const QQ: [f64; 6] = [
    0.0,
    3.97917223959155352819e-01,
    6.50222499887672944485e-02,
    5.08130628187576562776e-03,
    1.32494738004321644526e-04,
    -3.96022827877536812320e-06,
];

const PA: [f64; 7] = [
    -2.36211856075265944077e-03,
    4.14856118683748331666e-01,
    -3.72207876035701323847e-01,
    3.18346619901161753674e-01,
    -1.10894694282396677476e-01,
    3.54783043256182359371e-02,
    -2.16637559486879084300e-03,
];

const QA: [f64; 7] = [
    0.0,
    1.06420880400844228286e-01,
    5.40397917702171048937e-01,
    7.18286544141962662868e-02,
    1.26171219808761642112e-01,
    1.36370839120290507362e-02,
    1.19844998467991074170e-02,
];

const RA: [f64; 8] = [
    -9.86494403484714822705e-03,
    -6.93858572707181764372e-01,
    -1.05586262253232909814e+01,
    -6.23753324503260060396e+01,
    -1.62396669462573470355e+02,
    -1.84605092906711035994e+02,
    -8.12874355063065934246e+01,
    -9.81432934416914548592e+00,
];

const SA: [f64; 9] = [
    0.0,
    1.96512716674392571292e+01,
    1.37657754143519042600e+02,
    4.34565877475229228821e+02,
    6.45387271733267880336e+02,
    4.29008140027567833386e+02,
    1.08635005541779435134e+02,
    6.57024977031928170135e+00,
    -6.04244152148580987438e-02,
];

const RB: [f64; 7] = [
    -9.86494292470009928597e-03,
    -7.99283237680523006574e-01,
    -1.77579549177547519889e+01,
    -1.60636384855821916062e+02,
    -6.37566443368389627722e+02,
    -1.02509513161107724954e+03,
    -4.83519191608651397019e+02,
];

const SB: [f64; 8] = [
    0.0,
    3.03380607434824582924e+01,
    3.25792512996573918826e+02,
    1.53672958608443695994e+03,
    3.19985821950859553908e+03,
    2.55305040643316442583e+03,
    4.74528541206955367215e+02,
    -2.24409524465858183362e+01,
];

const TINY: f64 = 1e-300;

/// erf's rational approximation on |x| < 0.84375: returns y with erf(x) = x + x*y.
fn erf_small_ratio(x: f64) -> f64 {
    let z = x * x;
    let r1 = PP[0] + z * PP[1];
    let z2 = z * z;
    let r2 = PP[2] + z * PP[3];
    let z4 = z2 * z2;
    let s1 = 1.0 + z * QQ[1];
    let s2 = QQ[2] + z * QQ[3];
    let s3 = QQ[4] + z * QQ[5];
    let r = r1 + z2 * r2 + z4 * PP[4];
    let s = s1 + z2 * s2 + z4 * s3;
    r / s
}

/// P/Q of the approximation on 0.84375 <= |x| < 1.25.
fn erf_mid_ratio(x: f64) -> f64 {
    let s = x.abs() - 1.0;
    let p1 = PA[0] + s * PA[1];
    let s2 = s * s;
    let q1 = 1.0 + s * QA[1];
    let s4 = s2 * s2;
    let p2 = PA[2] + s * PA[3];
    let s6 = s4 * s2;
    let q2 = QA[2] + s * QA[3];
    let p3 = PA[4] + s * PA[5];
    let q3 = QA[4] + s * QA[5];
    let p = p1 + s2 * p2 + s4 * p3 + s6 * PA[6];
    let q = q1 + s2 * q2 + s4 * q3 + s6 * QA[6];
    p / q
}

/// exp(-x*x - 0.5625 + R/S) for 1.25 <= |x| < 28 (`x` already made positive); `ix` is the
/// high word of |x|.
fn erfc_tail(ix: i32, x: f64, split: i32) -> f64 {
    let s = 1.0 / (x * x);
    let (r, ss);
    if ix < split {
        let r1 = RA[0] + s * RA[1];
        let s2 = s * s;
        let s1 = 1.0 + s * SA[1];
        let s4 = s2 * s2;
        let r2 = RA[2] + s * RA[3];
        let s6 = s4 * s2;
        let sb2 = SA[2] + s * SA[3];
        let s8 = s4 * s4;
        let r3 = RA[4] + s * RA[5];
        let sb3 = SA[4] + s * SA[5];
        let r4 = RA[6] + s * RA[7];
        let sb4 = SA[6] + s * SA[7];
        r = r1 + s2 * r2 + s4 * r3 + s6 * r4;
        ss = s1 + s2 * sb2 + s4 * sb3 + s6 * sb4 + s8 * SA[8];
    } else {
        let r1 = RB[0] + s * RB[1];
        let s2 = s * s;
        let s1 = 1.0 + s * SB[1];
        let s4 = s2 * s2;
        let r2 = RB[2] + s * RB[3];
        let s6 = s4 * s2;
        let sb2 = SB[2] + s * SB[3];
        let r3 = RB[4] + s * RB[5];
        let sb3 = SB[4] + s * SB[5];
        let sb4 = SB[6] + s * SB[7];
        r = r1 + s2 * r2 + s4 * r3 + s6 * RB[6];
        ss = s1 + s2 * sb2 + s4 * sb3 + s6 * sb4;
    }
    let z = f64::from_bits(x.to_bits() & 0xffff_ffff_0000_0000);
    (-z * z - 0.5625).exp() * ((z - x) * (z + x) + r / ss).exp()
}

pub(super) fn glibc_erf(x: f64) -> f64 {
    let hx = high_word(x);
    let ix = hx & 0x7fffffff;
    if ix >= 0x7ff00000 {
        let i = ((hx as u32) >> 31) << 1;
        return (1 - i as i32) as f64 + 1.0 / x;
    }
    if ix < 0x3feb0000 {
        if ix < 0x3e300000 {
            if ix < 0x00800000 {
                return 0.0625 * (16.0 * x + (16.0 * EFX) * x);
            }
            return x + EFX * x;
        }
        return x + x * erf_small_ratio(x);
    }
    if ix < 0x3ff40000 {
        let pq = erf_mid_ratio(x);
        return if hx >= 0 { ERX + pq } else { -ERX - pq };
    }
    if ix >= 0x40180000 {
        return if hx >= 0 { 1.0 - TINY } else { TINY - 1.0 };
    }
    let ax = x.abs();
    let r = erfc_tail(ix, ax, 0x4006DB6E);
    if hx >= 0 {
        1.0 - r / ax
    } else {
        r / ax - 1.0
    }
}

pub(super) fn glibc_erfc(x: f64) -> f64 {
    let hx = high_word(x);
    let ix = hx & 0x7fffffff;
    if ix >= 0x7ff00000 {
        return ((((hx as u32) >> 31) << 1) as f64) + 1.0 / x;
    }
    if ix < 0x3feb0000 {
        if ix < 0x3c700000 {
            return 1.0 - x;
        }
        let y = erf_small_ratio(x);
        if hx < 0x3fd00000 {
            return 1.0 - (x + x * y);
        }
        let mut r = x * y;
        r += x - 0.5;
        return 0.5 - r;
    }
    if ix < 0x3ff40000 {
        let pq = erf_mid_ratio(x);
        if hx >= 0 {
            let z = 1.0 - ERX;
            return z - pq;
        }
        let z = ERX + pq;
        return 1.0 + z;
    }
    if ix < 0x403c0000 {
        let ax = x.abs();
        if hx < 0 && ix >= 0x40180000 {
            return 2.0 - TINY;
        }
        // glibc's erfc splits the two tail approximations one ulp lower than its erf.
        let r = erfc_tail(ix, ax, 0x4006DB6D);
        if hx > 0 {
            return r / ax;
        }
        return 2.0 - r / ax;
    }
    if hx > 0 {
        TINY * TINY
    } else {
        2.0 - TINY
    }
}
