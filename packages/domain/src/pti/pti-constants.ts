/**
 * The lone-worker (PTI) constants. The first block is spec 000 section 9 (and 5), each one a requirement; the
 * second holds what the spec leaves unsaid, chosen here and explained.
 */
import { PTI_MIN_FREQUENCY } from '../agency-settings/field-settings.ts';

// ——— Spec 000 sections 5 and 9 ———

/** The agency's inactivity frequency is in minutes, at least 5 (the settings schema enforces it too). */
export const PTI_MIN_FREQUENCY_MINUTES = PTI_MIN_FREQUENCY;
/** Between two rounds of the inactivity countdown (notification, sound, vibration). */
export const PTI_COUNTDOWN_TICK_MS = 3000;
/** The id of the local notification of the inactivity countdown, so that each round replaces the last. */
export const PTI_NOTIFICATION_ID = 3;

/** A site's perimeter radius when it has none. */
export const PERIMETER_DEFAULT_RADIUS_M = 100;
/** A position less precise than this is ignored by the perimeter detection. */
export const PERIMETER_MAX_ACCURACY_M = 100;
/** The accuracy assumed when a position comes without one. */
export const PERIMETER_DEFAULT_ACCURACY_M = 50;

/** After a suspected fall, how long before deciding it was not a false positive. */
export const FALL_FALSE_POSITIVE_CHECK_MS = 3000;
/** Then how long the person has to get up before the alarm sounds. */
export const FALL_RISE_WAIT_MS = 3000;
/** During calibration, a 200 ms tick whose motion reaches 0.5 m/s² saw something move (the vibration, or not). */
export const FALL_CALIBRATION_MOTION_THRESHOLD = 0.5;
export const FALL_CALIBRATION_TICK_MS = 200;
/** The calibration vibrates 4 times, 400 ms each, one every 2000 ms. */
export const FALL_VIBRATION_COUNT = 4;
export const FALL_VIBRATION_MS = 400;
export const FALL_VIBRATION_PERIOD_MS = 2000;
/** The last z-axis values kept (2 s at 50 Hz): the device's attitude is read from them. */
export const FALL_Z_BUFFER_SIZE = 100;

/** Geolocation: high accuracy, 15 s time-out. */
export const GEOLOCATION_TIMEOUT_MS = 15_000;
export const GEOLOCATION_HIGH_ACCURACY = true;
/** The device-motion check polls every 500 ms, about 4 times (about 2 s). */
export const DEVICE_MOTION_POLL_MS = 500;
export const DEVICE_MOTION_MAX_POLLS = 4;

// ——— Ours: the spec does not show these ———

/** Standard gravity, m/s²: the unit of the accelerometer samples (acceleration including gravity). */
export const STANDARD_GRAVITY = 9.80665;
/**
 * Motion is the standard deviation of |a| over the last second. A phone lying on a table or held by someone
 * standing still stays under 0.3 m/s²; walking with the phone in a pocket gives 1.5 to 4 m/s². 1 m/s² sits
 * between, and one jolt (a single spike over 50 samples) stays under it.
 */
export const MOTION_WINDOW_MS = 1000;
export const MOTION_THRESHOLD = 1;
/** Walking becomes standby again after 10 s without motion (the spec's « set delay »). */
export const WALKING_STOP_DELAY_MS = 10_000;
/** The inactivity countdown: 10 rounds 3 s apart, so 30 s to press R.A.S before the event goes out. */
export const PTI_COUNTDOWN_TICKS = 10;

/** A fall: |a| dips under 0.4 g (free fall), then an impact above 2.5 g within 1 s. */
export const FALL_FREE_FALL_G = 0.4;
export const FALL_IMPACT_G = 2.5;
export const FALL_IMPACT_WINDOW_MS = 1000;
/**
 * Upright: the z axis (out of the screen) holds at most half of gravity, the device within 30° of vertical (in
 * a chest pocket or a hand). Lying down, the phone lies flat and z holds nearly all of it.
 */
export const FALL_UPRIGHT_MAX_Z_RATIO = 0.5;
/** The attitude is read from the last 25 z values (half a second), so that getting up shows quickly. */
export const FALL_ATTITUDE_SAMPLES = 25;
/** Laid flat, for the calibration: z holds at least 95 % of gravity (within about 18° of horizontal). */
export const FALL_FLAT_MIN_Z_RATIO = 0.95;
/** After a vibration ends, 200 ms of ring-down are not counted as the device moving. */
export const FALL_VIBRATION_RINGDOWN_MS = 200;
/** Calibration succeeds when at least 2 of the 4 vibrations were felt. */
export const FALL_CALIBRATION_MIN_PULSES_FELT = 2;
/** The fall alarm rings 30 s for the person to answer before the report goes out. */
export const FALL_ALARM_COUNTDOWN_MS = 30_000;
/** After a recovery or a report, 5 s before watching again, so that getting up is not read as a new fall. */
export const FALL_REACTIVATION_MS = 5000;

/** Three positions outside in a row raise the perimeter alarm: one stray fix does not. */
export const PERIMETER_WARNING_THRESHOLD = 3;
/** Then one minute to come back before the out-of-perimeter event goes out. */
export const PERIMETER_COUNTDOWN_MS = 60_000;

/** The local notifications of the fall and perimeter alarms (the spec numbers only the inactivity one, 3). */
export const FALL_NOTIFICATION_ID = 4;
export const PERIMETER_NOTIFICATION_ID = 5;

/** The local alarm's vibration: three long pulses (ours). */
export const ALARM_VIBRATION: readonly number[] = [800, 400, 800, 400, 800];
