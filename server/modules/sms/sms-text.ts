/** The DLT platform's one variable placeholder in a registered template. */
const VARIABLE = '{#var#}';
/** What the DLT platform lets a variable hold. */
const SMS_VARIABLE_MAX = 30;

type Filled = { ok: true; text: string } | { ok: false; code: string; reason: string };

/** A run of placeholders: `{#var#}{#var#}` is one slot twice as long (the DLT way to 60). */
const SLOT = /(?:\{#var#\})+/g;

/**
 * The registered text with each variable slot replaced, in order, by its value: refused
 * (never sent mangled) unless there is exactly one value per slot and each is one line that
 * fits it: 30 characters a `{#var#}`, which is what the operators' DLT scrubbing lets through.
 * Placeholders written back to back form one slot, as registered templates do for longer values.
 */
export function fillTemplate(registered: string, values: readonly string[]): Filled {
  const slots = [...registered.matchAll(SLOT)].map((run) => ({
    at: run.index,
    length: run[0].length,
    max: (run[0].length / VARIABLE.length) * SMS_VARIABLE_MAX,
  }));
  if (values.length !== slots.length) {
    return {
      ok: false,
      code: 'variables-count',
      reason: `Not sent: the registered SMS template has ${slots.length} variables, ${values.length} were given`,
    };
  }
  const cleaned = values.map((value) => value.trim());
  const bad = cleaned.findIndex(
    (value, index) =>
      value === '' ||
      value.length > slots[index].max ||
      /[\r\n]/.test(value) ||
      value.includes(VARIABLE),
  );
  if (bad >= 0) {
    return {
      ok: false,
      code: 'variable-unfit',
      reason: `Not sent: variable ${bad + 1} of the registered SMS template must be one line of 1 to ${slots[bad].max} characters`,
    };
  }
  let text = '';
  let from = 0;
  slots.forEach((slot, index) => {
    text += registered.slice(from, slot.at) + cleaned[index];
    from = slot.at + slot.length;
  });
  return { ok: true, text: text + registered.slice(from) };
}

/** Links in a text: with a scheme, starting www., or a host name followed by a path. */
const LINK = /\b(?:https?:\/\/[^\s]+|www\.[^\s]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s]*)/gi;

/** The hosts of the links in `text` that are neither a whitelisted host nor under one. */
export function linksOffWhitelist(text: string, whitelist: readonly string[]): string[] {
  const refused: string[] = [];
  for (const [link] of text.matchAll(LINK)) {
    let host: string;
    try {
      host = new URL(/^https?:\/\//i.test(link) ? link : `http://${link}`).hostname.toLowerCase();
    } catch {
      refused.push(link);
      continue;
    }
    const allowed = whitelist.some((entry) => host === entry || host.endsWith(`.${entry}`));
    if (!allowed) refused.push(host);
  }
  return refused;
}

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The GSM 03.38 extension table: each costs an escape and itself, two septets. */
const GSM7_EXTENSION = '^{}\\[~]|€\f';

export interface SmsLength {
  encoding: 'gsm7' | 'ucs2';
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  /** How many SMS the network sends (and bills) it as. */
  parts: number;
}

/**
 * The text's encoding and its parts: GSM-7 when every character is in the GSM 03.38 tables
 * (160 septets in one SMS, 153 a part once split), otherwise UCS-2 (70 characters, 67 a part).
 */
export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) septets += 1;
    else if (GSM7_EXTENSION.includes(char)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'ucs2', units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'gsm7', units: septets, parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
