/** Business constants and limits from the product spec (section 9). */
export const OTP_LENGTH = 6;
export const CAROUSEL_INTERVAL_MS = 3000;
export const CAROUSEL_RESUME_MS = 5000;
export const CAROUSEL_PAGE_SIZE = 3;
export const MARQUEE_LOOP_SECONDS = 60;
export const HEADER_SHADOW_THRESHOLD_PX = 10;
export const DATE_ENTRY_FORMAT = 'DD/MM/YYYY';
export const DATE_API_FORMAT = 'YYYY-MM-DD';
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const NOT_FOUND_RETRY_DELAY_MS = 1000;
export const APPLICATIONS_PAGE_SIZE = 5;
/** The desk's dense view: rows per page staff may choose beside the spec's 5. */
export const APPLICATIONS_DENSE_PAGE_SIZES = [25, 50, 100] as const;
export const SEARCH_DEBOUNCE_MS = 300;
export const PHONE_LENGTH = 10;
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const APPLICATION_REDIRECT_MS = 3000;
export const EMPLOYEE_MESSAGE_CLEAR_MS = 3000;
export const HEADLINE_ROTATION_MS = 2500;
export const STORAGE_KEY_CREDENTIALS = 'user_cred';
export const OTP_TTL_MINUTES = 10;

export const EMPLOYEE_DEFAULTS = { employment_type: 'Full-time', status: 'Active' } as const;

/** Jobs close themselves on their closing date; staff choose it, by default this many days out. */
export const JOB_DEFAULT_OPEN_DAYS = 60;
/** The furthest ahead a closing date may be set. */
export const JOB_MAX_OPEN_DAYS = 365;
