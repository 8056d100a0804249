/** Simple geometric marks the wordmarks are drawn with (our own drawings, no real logos). */
export type PartnerMark =
  | 'circle'
  | 'square'
  | 'diamond'
  | 'triangle'
  | 'hexagon'
  | 'arch'
  | 'leaf'
  | 'bars'
  | 'ring'
  | 'wave';

export interface Partner {
  /** The full name, read out by screen readers. */
  name: string;
  /** The large first line of the wordmark. */
  primary: string;
  /** The small second line. */
  secondary: string;
  mark: PartnerMark;
}

function partner(primary: string, secondary: string, mark: PartnerMark): Partner {
  return { name: `${primary} ${secondary}`, primary, secondary, mark };
}

export const partnersTitle = 'Our Honour Partners';
export const partnersSubtitle =
  'Manufacturers, retailers, hospitals, schools and finance companies across India run their messaging, voice and software on our platforms.';

/**
 * The 20 client wordmarks of the marquee. The businesses are fictional placeholders,
 * drawn as neutral SVG wordmarks; replace them with real clients' approved logos.
 */
export const partners: Partner[] = [
  partner('Aravali', 'Steelworks', 'hexagon'),
  partner('Sahyadri', 'Cold Chain', 'triangle'),
  partner('Ganga', 'Weaves', 'wave'),
  partner('Nilgiri', 'Tea Traders', 'leaf'),
  partner('Deccan', 'Spice Co.', 'circle'),
  partner('Thar', 'Solar Power', 'ring'),
  partner('Konkan', 'Marine Foods', 'wave'),
  partner('Malwa', 'Agritech', 'leaf'),
  partner('Brahmaputra', 'Freight', 'bars'),
  partner('Vindhya', 'Health Care', 'square'),
  partner('Chambal', 'Motors', 'diamond'),
  partner('Kutch', 'Salt Works', 'square'),
  partner('Godavari', 'Pharma Labs', 'ring'),
  partner('Mahanadi', 'Power Grid', 'bars'),
  partner('Shivalik', 'Public Schools', 'arch'),
  partner('Lotus Lane', 'Realty', 'arch'),
  partner('Peacock', 'Payments', 'diamond'),
  partner('Banyan', 'Microfinance', 'circle'),
  partner('Indus', 'Threads', 'hexagon'),
  partner('Saffron', 'Kitchens', 'triangle'),
];
