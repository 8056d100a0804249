const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const LAKH = 100_000;
const CRORE = 10_000_000;

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)];
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** Whole numbers the Indian way: crore, lakh, thousand, hundred (a count of crores recurses). */
function indianWords(n: number): string {
  if (n === 0) return 'zero';
  const parts: string[] = [];
  const crores = Math.floor(n / CRORE);
  const lakhs = Math.floor((n % CRORE) / LAKH);
  const thousands = Math.floor((n % LAKH) / 1000);
  const rest = n % 1000;
  if (crores) parts.push(`${indianWords(crores)} crore`);
  if (lakhs) parts.push(`${belowHundred(lakhs)} lakh`);
  if (thousands) parts.push(`${belowHundred(thousands)} thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount in words as an Indian offer letter writes it: 1850000 -> 'Eighteen lakh fifty
 * thousand rupees'. Offers are in whole rupees; a fraction (paise) is rounded to the nearest
 * rupee first, half a rupee up.
 */
export function rupeesInWords(amount: number): string {
  const rupees = Math.round(Math.abs(amount));
  const words = `${indianWords(rupees)} ${rupees === 1 ? 'rupee' : 'rupees'}`;
  const signed = amount < 0 && rupees > 0 ? `minus ${words}` : words;
  return signed.charAt(0).toUpperCase() + signed.slice(1);
}
