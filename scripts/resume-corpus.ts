// Builds the resume corpus in tests/fixtures/resumes/: PDFs (pdf-lib, standard fonts) and DOCX
// files (docx) in the layouts Indian resumes come in, with what each states in expected.json.
// The same seed gives the same resumes: PDFs byte for byte and expected.json exactly (a change
// to this script shows up as a reviewable diff); DOCX files differ only in their time stamps.
// Usage: npx tsx scripts/resume-corpus.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatRupees } from '@vistaar/shared/lib/ctc';

const OUT = path.resolve('tests/fixtures/resumes');
/** Notice periods ending on a date and jobs to 'Present' count from this day (the bench too). */
const REFERENCE_DATE = '2026-01-10';

// A small deterministic generator (mulberry32), so the corpus is the same on every run.
let seed = 20260110;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const chance = (p: number) => random() < p;

type Kind = 'mid' | 'senior' | 'fresher';
type Pair = [string, string];
interface Track {
  titles: string[];
  /** As written, and the configured name a reader should give. */
  skills: Pair[];
  prose: string;
  proseSkills: string[];
}
type Amount = [string, number];
interface Job {
  title: string;
  employer: string;
  /** 'Jan 2019'. */
  from: string;
  /** 'Dec 2022' or 'Present'. */
  to: string;
  /** The start as a reader can know it (months from year 0), once the resume writes it. */
  writtenStart?: number;
}

const LATIN_NAMES = [
  'Rahul Sharma',
  'Priya Verma',
  'Amit Kumar Singh',
  'Neha Gupta',
  'Vikram Malhotra',
  'Anjali Mishra',
  'Sourav Chatterjee',
  'Aditi Deshpande',
  'Venkatesh Iyer',
  'Lakshmi Narayanan',
  'Karthik Subramanian',
  'Divya Raghavan',
  'Srinivas Reddy Konda',
  'Anusha Rao',
  'Arun Pillai',
  'Meenakshi Sundaram',
  'K. Venkatesh',
  'S. Lakshmi Priya',
  'Mohammed Irfan Khan',
  'Gurpreet Kaur',
  'Harish Gowda',
  'Fathima Beevi',
];
const DEVANAGARI_NAMES = ['राहुल शर्मा', 'प्रिया वर्मा', 'अंकित पाण्डेय', 'सुनीता देवी', 'विकास यादव'];

const CITIES: [string, string, string][] = [
  ['Bangalore', 'Bengaluru', 'Karnataka'],
  ['Bengaluru', 'Bengaluru', 'Karnataka'],
  ['Gurgaon', 'Gurugram', 'Haryana'],
  ['Pune', 'Pune', 'Maharashtra'],
  ['Hyderabad', 'Hyderabad', 'Telangana'],
  ['Chennai', 'Chennai', 'Tamil Nadu'],
  ['Navi Mumbai', 'Mumbai', 'Maharashtra'],
  ['Kochi', 'Kochi', 'Kerala'],
  ['Noida', 'Noida', 'Uttar Pradesh'],
  ['Trivandrum', 'Thiruvananthapuram', 'Kerala'],
  ['Coimbatore', 'Coimbatore', 'Tamil Nadu'],
  ['Ahmedabad', 'Ahmedabad', 'Gujarat'],
  ['Kolkata', 'Kolkata', 'West Bengal'],
];

const EMPLOYERS = [
  'Infosys Ltd',
  'Tata Consultancy Services',
  'Wipro Limited',
  'HCL Technologies',
  'Tech Mahindra Ltd',
  'Zoho Corporation',
  'Freshworks Inc',
  'Razorpay Software Pvt Ltd',
  'HDFC Bank',
  'Mphasis Limited',
  'Cognizant Technology Solutions',
  'Persistent Systems Ltd',
  'Accenture Solutions Pvt Ltd',
  'Swiggy',
];

/** Tracks: titles, skills as written (variants of the configured names) and their names. */
const TRACKS: Track[] = [
  {
    titles: ['Software Engineer', 'Senior Software Engineer', 'Technical Lead'],
    skills: [
      ['Core Java', 'Java'],
      ['Spring Boot', 'Spring Boot'],
      ['Hibernate', 'Hibernate'],
      ['MySQL', 'MySQL'],
      ['Microservices', 'Microservices'],
      ['Apache Kafka', 'Kafka'],
      ['Docker', 'Docker'],
      ['AWS', 'AWS'],
    ],
    prose: 'Built Spring Boot microservices on AWS and tuned MySQL queries.',
    proseSkills: ['Spring Boot', 'Microservices', 'AWS', 'MySQL'],
  },
  {
    titles: ['Full Stack Developer', 'Senior Frontend Developer', 'Software Engineer'],
    skills: [
      ['JavaScript', 'JavaScript'],
      ['TypeScript', 'TypeScript'],
      ['ReactJS', 'React'],
      ['Node JS', 'Node.js'],
      ['Express', 'Express.js'],
      ['MongoDB', 'MongoDB'],
      ['HTML5', 'HTML'],
      ['CSS3', 'CSS'],
    ],
    prose: 'Delivered React.js screens and NodeJS services backed by MongoDB.',
    proseSkills: ['React', 'Node.js', 'MongoDB'],
  },
  {
    titles: ['Data Analyst', 'Senior Data Scientist', 'Business Analyst'],
    skills: [
      ['Python', 'Python'],
      ['SQL', 'SQL'],
      ['Power BI', 'Power BI'],
      ['Tableau', 'Tableau'],
      ['Machine Learning', 'Machine Learning'],
      ['Advanced Excel', 'Excel'],
      ['Airflow', 'Airflow'],
    ],
    prose: 'Automated weekly reports with Python and Power BI dashboards.',
    proseSkills: ['Python', 'Power BI'],
  },
  {
    titles: ['QA Engineer', 'Senior Test Engineer', 'QA Lead'],
    skills: [
      ['Selenium', 'Selenium'],
      ['Manual Testing', 'Manual Testing'],
      ['JIRA', 'JIRA'],
      ['SQL', 'SQL'],
      ['Core Java', 'Java'],
    ],
    prose: 'Wrote Selenium suites and tracked defects in JIRA.',
    proseSkills: ['Selenium', 'JIRA'],
  },
  {
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Architect'],
    skills: [
      ['Linux', 'Linux'],
      ['Docker', 'Docker'],
      ['K8s', 'Kubernetes'],
      ['Terraform', 'Terraform'],
      ['Jenkins', 'Jenkins'],
      ['AWS', 'AWS'],
      ['CI/CD', 'CI/CD'],
    ],
    prose: 'Moved 40 services to Kubernetes with Terraform and Jenkins pipelines.',
    proseSkills: ['Kubernetes', 'Terraform', 'Jenkins'],
  },
  {
    titles: ['Accounts Executive', 'Senior Accountant', 'Finance Manager'],
    skills: [
      ['Tally Prime', 'Tally'],
      ['GST', 'GST'],
      ['MS Excel', 'Excel'],
      ['SAP FICO', 'SAP'],
    ],
    prose: 'Filed monthly GST returns and closed books in Tally.',
    proseSkills: ['GST', 'Tally'],
  },
  {
    titles: ['HR Executive', 'Senior HR Executive', 'HR Manager'],
    skills: [
      ['Talent Acquisition', 'Recruitment'],
      ['Payroll', 'Payroll'],
      ['MS Excel', 'Excel'],
    ],
    prose: 'Hired 120 engineers a year and ran payroll for 800 staff.',
    proseSkills: ['Payroll'],
  },
];

const DEGREES: Pair[] = [
  ['B.Tech (Computer Science)', 'B.Tech'],
  ['Bachelor of Engineering (ECE)', 'B.E.'],
  ['B.E. Mechanical', 'B.E.'],
  ['BCA', 'BCA'],
  ['B.Com', 'B.Com'],
  ['B.Sc Physics', 'B.Sc'],
];
const MASTERS: Pair[] = [
  ['MCA', 'MCA'],
  ['MBA (Finance)', 'MBA'],
  ['M.Tech (Software Systems)', 'M.Tech'],
  ['M.Sc Computer Science', 'M.Sc'],
];
const INSTITUTIONS = [
  'Anna University',
  'VIT University',
  'NIT Trichy',
  'IIT Madras',
  'Osmania University',
  'Delhi University',
  'Christ University',
  'BITS Pilani',
  'Savitribai Phule Pune University',
  'Jadavpur University',
  'PSG College of Technology',
  'Symbiosis Institute of Business Management',
];

/** CTC as people write it: the text, and the rupees a year it means. */
const CTC_FORMS: ((lakhs: number) => Amount)[] = [
  (lakhs) => [`${lakhs} LPA`, lakhs * 100_000],
  (lakhs) => [`${lakhs} Lakhs`, lakhs * 100_000],
  (lakhs) => [`Rs. ${indian(lakhs * 100_000)} per annum`, lakhs * 100_000],
  (lakhs) => [`INR ${indian(lakhs * 100_000)}`, lakhs * 100_000],
  (lakhs) => [`${lakhs} Lacs p.a.`, lakhs * 100_000],
  (lakhs) => [
    `Rs ${indian(Math.round((lakhs * 100_000) / 12 / 1000) * 1000)} per month`,
    Math.round((lakhs * 100_000) / 12 / 1000) * 1000 * 12,
  ],
];
const RUPEE_FORM = (lakhs: number): Amount => [`₹ ${indian(lakhs * 100_000)}`, lakhs * 100_000];

/** A notice period as written, and its days (null: it states none, so nothing is expected). */
const NOTICE_FORMS: [string, number | null][] = [
  ['60 days (can be bought out)', 60],
  ['Negotiable', null],
  ['30 days', 30],
  ['2 months', 60],
  ['Immediate joiner', 0],
  ['Serving notice, LWD 15 Jan', 5],
  ['90 Days', 90],
  ['15 days', 15],
  ['1 month', 30],
  ['Serving notice period, last working day 28 Feb 2026', 49],
];

const EXPERIENCE_FORMS: ((years: number) => Amount)[] = [
  (years) => [`${years}+ years`, years],
  (years) => [`${years} yrs 6 months`, years + 0.5],
  (years) => [`${years}.5 years`, years + 0.5],
  (years) => [`${years} Years`, years],
  (years) => [`over ${years} years`, years],
];

const HEADINGS = {
  summary: ['Professional Summary', 'Profile', 'Career Objective', 'Summary'],
  experience: ['Work Experience', 'Professional Experience', 'Employment History', 'EXPERIENCE'],
  skills: ['Technical Skills', 'Key Skills', 'Skills', 'Core Competencies'],
  education: ['Education', 'Educational Qualifications', 'Academic Qualifications'],
  personal: ['Personal Details', 'Other Details'],
};

/** 950000 -> '9,50,000'. */
const indian = (rupees: number) => formatRupees(rupees).slice(1);

function phoneText(digits: string) {
  return pick([
    `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
    `+91-${digits}`,
    `0${digits}`,
    `${digits.slice(0, 5)}-${digits.slice(5)}`,
    `(+91) ${digits}`,
    digits,
  ]);
}

/** One invented person, what their resume says, and what a reader should find in it. */
function person(
  index: number,
  {
    devanagari = false,
    kind = 'mid',
    rupee = false,
  }: { devanagari?: boolean; kind?: Kind; rupee?: boolean },
) {
  const name = devanagari ? DEVANAGARI_NAMES[index % DEVANAGARI_NAMES.length] : pick(LATIN_NAMES);
  const latin = devanagari ? pick(['rahul', 'priya', 'ankit', 'sunita', 'vikas']) : name;
  const email = `${latin
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(
      /^\.|\.$/g,
      '',
    )}${index}@${pick(['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com'])}`;
  const digits = `${pick(['9', '8', '7', '6'])}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
  const [cityText, city, state] = pick(CITIES);
  const track = pick(TRACKS);
  const years =
    kind === 'fresher'
      ? 0
      : kind === 'senior'
        ? 14 + Math.floor(random() * 3)
        : 2 + Math.floor(random() * 8);
  const [experienceText, experience] =
    kind === 'fresher' ? ['Fresher', 0] : pick(EXPERIENCE_FORMS)(years);
  const lakhs =
    kind === 'fresher'
      ? 0
      : kind === 'senior'
        ? pick([45, 60, 120])
        : pick([6, 8.5, 12, 12.5, 18, 22]);
  const ctcForm = rupee ? RUPEE_FORM : pick(CTC_FORMS);
  const [currentCtcText, currentCtc] =
    kind === 'senior' && lakhs === 120 ? ['1.2 Cr', 12_000_000] : ctcForm(lakhs);
  const expectedLakhs = kind === 'fresher' ? 4.5 : Math.round(lakhs * 1.4);
  // Now and then a range, which is not one figure: nothing is expected then.
  const [expectedCtcText, expectedCtc]: [string, number | null] = chance(0.1)
    ? [`${expectedLakhs}-${expectedLakhs + 3} LPA`, null]
    : pick(CTC_FORMS.slice(0, 5))(expectedLakhs);
  const [noticeText, notice] = kind === 'fresher' ? ['Immediate joiner', 0] : pick(NOTICE_FORMS);
  const skills = track.skills.filter(() => chance(0.8));
  // Airflow is on no configured list: it is found because the job names it.
  const jobSkills = skills.some(([written]) => written === 'Airflow')
    ? ['Airflow', 'Snowflake']
    : undefined;
  const degree = pick(DEGREES);
  const master = kind !== 'fresher' && chance(0.4) ? pick(MASTERS) : undefined;
  const degreeInstitution = pick(INSTITUTIONS);
  const masterInstitution = pick(INSTITUTIONS);
  // A fresher has neither; they are drawn anyway so every kind uses the generator alike.
  const title = kind === 'senior' ? track.titles[track.titles.length - 1] : pick(track.titles);
  const employer = pick(EMPLOYERS);
  const previous = EMPLOYERS.filter((name) => name !== employer);
  // Each optional statement is left out now and then: the reader must then propose nothing.
  const omit = new Set(
    ['currentCtc', 'expectedCtc', 'notice', 'location', 'experience'].filter(() => chance(0.15)),
  );
  // A fresher's summary says 'Fresher' and 'join immediately' whatever the details leave out.
  if (kind === 'fresher') {
    omit.add('currentCtc');
    omit.delete('experience');
    omit.delete('notice');
  }
  const startYear = 2025 - Math.max(1, Math.floor(experience));
  const history: Job[] =
    kind === 'fresher'
      ? []
      : [
          { title, employer, from: `Jan ${Math.max(startYear, 2019)}`, to: 'Present' },
          ...(years >= 4
            ? [
                {
                  title: track.titles[0],
                  employer: previous[index % previous.length],
                  from: `Jun ${startYear}`,
                  to: `Dec ${Math.max(startYear, 2019) - 1}`,
                },
              ]
            : []),
          ...(years >= 12
            ? [
                {
                  title: 'Trainee Engineer',
                  employer: previous[(index + 3) % previous.length],
                  from: `Jul ${startYear - 2}`,
                  to: `May ${startYear}`,
                },
              ]
            : []),
        ];
  const graduated = kind === 'fresher' ? 2025 : 2025 - Math.ceil(experience) - 3;
  const education = [
    ...(master ? [{ degree: master[0], institution: masterInstitution, year: graduated + 2 }] : []),
    { degree: degree[0], institution: degreeInstitution, year: graduated },
  ];
  const expected = {
    ...(jobSkills && { jobSkills }),
    fullName: name,
    email,
    phone: `+91${digits}`,
    ...(kind !== 'fresher' && { currentEmployer: employer, currentTitle: title }),
    // Left out, the total is what the job dates add up to, known once they are written.
    totalExperienceYears: omit.has('experience') ? (undefined as number | undefined) : experience,
    ...(!omit.has('currentCtc') && { currentCtc }),
    ...(!omit.has('expectedCtc') && expectedCtc !== null && { expectedCtc }),
    ...(!omit.has('notice') && notice !== null && { noticePeriodDays: notice }),
    ...(!omit.has('location') && { location: city }),
    skills: [
      ...new Set([
        ...skills.map(([, canonical]) => canonical),
        ...(kind === 'fresher' ? [] : track.proseSkills),
      ]),
    ].sort(),
    education: master
      ? { degree: master[1], institution: masterInstitution }
      : { degree: degree[1], institution: degreeInstitution },
  };
  const summary =
    kind === 'fresher'
      ? `Fresher with a ${degree[0]} looking for a first role as a ${track.titles[0]}. Available to join immediately.`
      : `${pick(['Results-driven', 'Hands-on', 'Dependable'])} ${title} with ${omit.has('experience') ? 'a long record' : `${experienceText} of experience`} in ${pick(['product companies', 'large delivery teams', 'fast-growing start-ups'])}.`;
  return {
    name,
    email,
    phone: phoneText(digits),
    cityLine: `${cityText}, ${state}`,
    omit,
    experienceText,
    currentCtcText,
    expectedCtcText,
    noticeText,
    summary,
    skills: skills.map(([written]) => written),
    headline: kind === 'fresher' ? undefined : chance(0.3) ? title : undefined,
    resumeWord: chance(0.25) ? pick(['RESUME', 'Curriculum Vitae']) : undefined,
    prose: track.prose,
    history,
    education,
    kind,
    expected,
  };
}

/** The label-value lines a resume states about pay, notice and location. */
type Person = ReturnType<typeof person>;

function detailRows(p: Person): Pair[] {
  return [
    !p.omit.has('experience') && p.kind !== 'fresher' && ['Total Experience', p.experienceText],
    !p.omit.has('currentCtc') && ['Current CTC', p.currentCtcText],
    !p.omit.has('expectedCtc') && ['Expected CTC', p.expectedCtcText],
    !p.omit.has('notice') && ['Notice Period', p.noticeText],
    !p.omit.has('location') && ['Current Location', p.cityLine.split(',')[0]],
  ].filter((row): row is Pair => Array.isArray(row));
}

// ---- PDF ----------------------------------------------------------------------------------

const A4: [number, number] = [595, 842];

/** Fixed document dates, so a rerun writes the same PDF bytes. */
async function createPdf() {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(`${REFERENCE_DATE}T00:00:00Z`));
  doc.setModificationDate(new Date(`${REFERENCE_DATE}T00:00:00Z`));
  return doc;
}

interface TextOptions {
  size?: number;
  font?: 'regular' | 'bold' | 'serif';
  width?: number;
}

async function pdfWriter() {
  const doc = await createPdf();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    serif: await doc.embedFont(StandardFonts.TimesRoman),
  };
  let page = doc.addPage(A4);
  const writer = {
    doc,
    page: () => page,
    newPage() {
      page = doc.addPage(A4);
    },
    /** Draws text wrapped to width; returns the y below it. */
    text(
      text: string,
      x: number,
      y: number,
      { size = 10, font = 'regular', width = 500 }: TextOptions = {},
    ) {
      const face = fonts[font];
      const words = text.split(' ');
      let line = '';
      for (const word of words) {
        const next = line ? `${line} ${word}` : word;
        if (face.widthOfTextAtSize(next, size) > width && line) {
          page.drawText(line, { x, y, size, font: face });
          y -= size * 1.4;
          line = word;
        } else line = next;
      }
      if (line) page.drawText(line, { x, y, size, font: face });
      return y - size * 1.4;
    },
  };
  return writer;
}

type EntryStyle = 'pipes' | 'company-first' | 'at' | 'stacked';
const ENTRY_STYLES: EntryStyle[] = ['pipes', 'company-first', 'at', 'stacked'];

/** 'Jan 2020', '01/2020' or '2020'; 'Present', 'Till Date' or 'Current'. */
function dateRange(job: Job) {
  const [month, year] = job.from.split(' ');
  const number = String(MONTH_NAMES.indexOf(month) + 1).padStart(2, '0');
  const start = pick([job.from, `${number}/${year}`, year]);
  // A year alone tells a reader only that the job began within it: its middle is counted.
  job.writtenStart = start === year ? Number(year) * 12 + 6 : monthNumber(job.from);
  const end = job.to === 'Present' ? pick(['Present', 'Till Date', 'Current']) : job.to;
  return `${start} ${pick(['-', '–', 'to'])} ${end}`;
}
const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** 'Jan 2019' as months from year 0. */
const monthNumber = (date: string) => {
  const [month, year] = date.split(' ');
  return Number(year) * 12 + MONTH_NAMES.indexOf(month);
};

/**
 * What a reader adds a resume's job dates up to when it states no total: each month worked
 * once, the end month included, a job 'Present' up to the month before the reference date's,
 * a job written ending before it starts not at all.
 */
function datedYears(history: Job[]) {
  const months = new Set<number>();
  const reference = monthNumber(
    `${MONTH_NAMES[Number(REFERENCE_DATE.slice(5, 7)) - 1]} ${REFERENCE_DATE.slice(0, 4)}`,
  );
  for (const job of history) {
    const end = job.to === 'Present' ? reference : monthNumber(job.to) + 1;
    for (let month = job.writtenStart ?? monthNumber(job.from); month < end; month += 1)
      months.add(month);
  }
  return Math.round((months.size / 12) * 100) / 100;
}

function experienceLines(p: Person, style: EntryStyle) {
  return p.history.flatMap((job) => {
    const dates = dateRange(job);
    const heading =
      style === 'pipes'
        ? [`${job.title} | ${job.employer} | ${dates}`]
        : style === 'company-first'
          ? [`${job.employer} | ${job.title} | ${dates}`]
          : style === 'at'
            ? [`${job.title} at ${job.employer} (${dates})`]
            : [`${job.employer}, ${p.cityLine.split(',')[0]}`, job.title, dates];
    return [...heading, `• ${p.prose}`, '• Mentored two juniors and ran code reviews.'];
  });
}

function educationLines(p: Person) {
  return p.education.map((entry) => `${entry.degree}, ${entry.institution}, ${entry.year}`);
}

async function singleColumnPdf(p: Person, { tableDetails = false, serif = false } = {}) {
  const w = await pdfWriter();
  const font = serif ? ('serif' as const) : ('regular' as const);
  let y = 790;
  y = w.text(
    p.name.toUpperCase() === p.name ? p.name : pick([p.name, p.name.toUpperCase()]),
    50,
    y,
    { size: 20, font: 'bold' },
  );
  if (p.headline) y = w.text(p.headline, 50, y, { size: 12, font });
  y = w.text(`${p.email} | ${p.phone}${p.omit.has('location') ? '' : ` | ${p.cityLine}`}`, 50, y, {
    font,
  });
  const section = (title: string) => {
    y -= 6;
    y = w.text(title, 50, y, { size: 12, font: 'bold' });
  };
  section(pick(HEADINGS.summary));
  y = w.text(p.summary, 50, y, { font });
  section(pick(HEADINGS.skills));
  y = w.text(p.skills.join(', '), 50, y, { font });
  if (p.history.length) {
    section(pick(HEADINGS.experience));
    for (const line of experienceLines(p, pick(ENTRY_STYLES))) {
      y = w.text(line, line.startsWith('•') ? 60 : 50, y, { font, width: 480 });
      if (y < 80) {
        w.newPage();
        y = 790;
      }
    }
  }
  section(pick(HEADINGS.education));
  for (const line of educationLines(p)) y = w.text(line, 50, y, { font });
  const rows = detailRows(p).filter(([label]) => tableDetails || label !== 'Current Location');
  if (rows.length) {
    section(pick(HEADINGS.personal));
    for (const [label, value] of rows) {
      if (tableDetails) {
        // Label and value drawn as two cells, far apart.
        w.text(label, 50, y, { font });
        y = w.text(value, 220, y, { font });
      } else y = w.text(`${label}: ${value}`, 50, y, { font });
    }
  }
  return w.doc.save();
}

async function twoColumnPdf(p: Person) {
  const w = await pdfWriter();
  const page = w.page();
  page.drawRectangle({ x: 0, y: 0, width: 190, height: 842, color: rgb(0.93, 0.95, 0.98) });
  // The name spans both columns above them.
  w.text(p.name, 30, 795, { size: 22, font: 'bold', width: 540 });
  let left = 740;
  const side = (text: string, options: TextOptions = {}) => {
    left = w.text(text, 24, left, { size: 9, width: 150, ...options });
  };
  side('CONTACT', { font: 'bold', size: 11 });
  side(p.email);
  side(p.phone);
  if (!p.omit.has('location')) side(p.cityLine);
  left -= 8;
  side(pick(HEADINGS.skills).toUpperCase(), { font: 'bold', size: 11 });
  for (const skill of p.skills) side(skill);
  left -= 8;
  side(pick(HEADINGS.education).toUpperCase(), { font: 'bold', size: 11 });
  for (const entry of p.education) {
    side(entry.degree);
    side(entry.institution);
    side(String(entry.year));
  }
  let right = 745;
  const main = (text: string, options: TextOptions = {}) => {
    right = w.text(text, 215, right, { size: 10, width: 340, ...options });
  };
  main(pick(HEADINGS.summary), { font: 'bold', size: 12 });
  main(p.summary);
  right -= 6;
  if (p.history.length) {
    main(pick(HEADINGS.experience), { font: 'bold', size: 12 });
    for (const line of experienceLines(p, 'stacked')) main(line);
    right -= 6;
  }
  const rows = detailRows(p).filter(([label]) => label !== 'Current Location');
  if (rows.length) {
    main(pick(HEADINGS.personal), { font: 'bold', size: 12 });
    for (const [label, value] of rows) main(`${label}: ${value}`);
  }
  return w.doc.save();
}

/** A one-bit-looking grey page image: what a scanner gives, with no text layer. */
function scanPng(width: number, height: number) {
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1, 0xff);
    row[0] = 0;
    const inLine = y % 14 < 6 && y > 20 && y < height - 20;
    for (let x = 20; x < width - 20 && inLine; x += 1) {
      if (random() < 0.55) row[x + 1] = 0x30 + Math.floor(random() * 0x40);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(buffer: Buffer) {
  let crc = -1;
  for (const byte of buffer) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

async function scannedPdf(pages: number, footer: boolean) {
  const doc = await createPdf();
  for (let number = 0; number < pages; number += 1) {
    const image = await doc.embedPng(scanPng(300, 420));
    const page = doc.addPage(A4);
    page.drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[1] });
    if (footer) {
      const font = await doc.embedFont(StandardFonts.Helvetica);
      page.drawText(`Page ${number + 1}`, { x: 280, y: 20, size: 8, font });
    }
  }
  return doc.save();
}

// ---- DOCX ---------------------------------------------------------------------------------

type Heading = (typeof HeadingLevel)[keyof typeof HeadingLevel];
const para = (text: string, options: { bold?: boolean; size?: number; heading?: Heading } = {}) =>
  new Paragraph({
    children: [new TextRun({ text, bold: options.bold, size: options.size })],
    heading: options.heading,
  });
const heading = (text: string) => para(text, { heading: HeadingLevel.HEADING_2 });
const cell = (children: string | (string | Paragraph | Table)[] | Paragraph, width?: number) =>
  new TableCell({
    children: (Array.isArray(children) ? children : [children]).map((item) =>
      typeof item === 'string' ? para(item) : item,
    ),
    width: width ? { size: width, type: WidthType.PERCENTAGE } : undefined,
  });
const table = (rows: string[][]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map((row) => new TableRow({ children: row.map((value) => cell(value)) })),
  });

function docxBody(p: Person, { tables }: { tables: boolean }) {
  const children: (Paragraph | Table)[] = p.resumeWord
    ? [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [new TextRun({ text: p.resumeWord, bold: true, size: 36 })],
        }),
        para(`Name: ${p.name}`),
      ]
    : [
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [new TextRun({ text: p.name, bold: true, size: 36 })],
        }),
      ];
  if (tables)
    children.push(
      table([
        ['Email', p.email],
        ['Mobile', p.phone],
      ]),
    );
  else children.push(para(`Email: ${p.email}`), para(`Mobile: ${p.phone}`));
  if (!p.omit.has('location'))
    children.push(
      para(
        `Address: ${pick(['Flat 12, 3rd Cross', '45 MG Road', 'Plot 7, Sector 21'])}, ${p.cityLine}`,
      ),
    );
  children.push(heading(pick(HEADINGS.summary)), para(p.summary));
  children.push(heading(pick(HEADINGS.skills)), para(p.skills.join(', ')));
  if (p.history.length) {
    children.push(heading(pick(HEADINGS.experience)));
    if (tables) {
      children.push(
        table([
          ['Company', 'Designation', 'Duration'],
          ...p.history.map((job) => [job.employer, job.title, `${job.from} – ${job.to}`]),
        ]),
      );
      children.push(para(p.prose));
    } else for (const line of experienceLines(p, pick(ENTRY_STYLES))) children.push(para(line));
  }
  children.push(heading(pick(HEADINGS.education)));
  if (tables)
    children.push(
      table([
        ['Qualification', 'Institution', 'Year'],
        ...p.education.map((entry) => [entry.degree, entry.institution, String(entry.year)]),
      ]),
    );
  else for (const line of educationLines(p)) children.push(para(line));
  const rows = detailRows(p).filter(([label]) => tables || label !== 'Current Location');
  if (rows.length) {
    children.push(heading(pick(HEADINGS.personal)));
    if (tables) children.push(table(rows));
    else for (const [label, value] of rows) children.push(para(`${label}: ${value}`));
  }
  return children;
}

/** A sidebar and a main column as a one-row layout table, as many Word templates do it. */
function docxTwoColumn(p: Person) {
  const sidebar = [
    para('CONTACT', { bold: true }),
    para(p.email),
    para(p.phone),
    ...(p.omit.has('location') ? [] : [para(p.cityLine)]),
    para(pick(HEADINGS.skills), { bold: true }),
    ...p.skills.map((skill) => para(skill)),
  ];
  const rows = detailRows(p).filter(([label]) => label !== 'Current Location');
  const main = [
    heading(pick(HEADINGS.summary)),
    para(p.summary),
    ...(p.history.length
      ? [
          heading(pick(HEADINGS.experience)),
          ...experienceLines(p, 'pipes').map((line) => para(line)),
        ]
      : []),
    heading(pick(HEADINGS.education)),
    ...educationLines(p).map((line) => para(line)),
    ...(rows.length
      ? [
          heading(pick(HEADINGS.personal)),
          ...rows.map(([label, value]) => para(`${label}: ${value}`)),
        ]
      : []),
  ];
  return [
    new Paragraph({ children: [new TextRun({ text: p.name, bold: true, size: 40 })] }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [new TableRow({ children: [cell(sidebar, 32), cell(main, 68)] })],
    }),
  ];
}

async function docxFile(p: Person, layout: string) {
  const children =
    layout === 'columns' ? docxTwoColumn(p) : docxBody(p, { tables: layout === 'tables' });
  const doc = new Document({
    creator: 'resume-corpus',
    description: 'Test resume',
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}

// ---- the corpus ---------------------------------------------------------------------------

interface Plan {
  format: 'pdf' | 'docx';
  layout: string;
  devanagari?: boolean;
}
const PLAN: Plan[] = [
  ...Array.from({ length: 8 }, () => ({ format: 'pdf' as const, layout: 'single' })),
  ...Array.from({ length: 4 }, () => ({ format: 'pdf' as const, layout: 'single-table' })),
  ...Array.from({ length: 3 }, () => ({ format: 'pdf' as const, layout: 'single-serif' })),
  ...Array.from({ length: 7 }, () => ({ format: 'pdf' as const, layout: 'two-column' })),
  ...Array.from({ length: 5 }, () => ({ format: 'docx' as const, layout: 'plain' })),
  ...Array.from({ length: 5 }, () => ({ format: 'docx' as const, layout: 'tables' })),
  ...Array.from({ length: 4 }, () => ({ format: 'docx' as const, layout: 'columns' })),
  ...Array.from({ length: 5 }, (_, index) => ({
    format: 'docx' as const,
    layout: index % 2 ? 'tables' : 'plain',
    devanagari: true,
  })),
];
const KINDS: Kind[] = ['mid', 'mid', 'senior', 'fresher', 'mid'];
const SCANS = [
  { pages: 1, footer: false },
  { pages: 2, footer: false },
  { pages: 1, footer: true },
];

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const expected: { referenceDate: string; resumes: Record<string, object> } = {
  referenceDate: REFERENCE_DATE,
  resumes: {},
};
for (const [index, plan] of PLAN.entries()) {
  const number = String(index + 1).padStart(2, '0');
  const kind = KINDS[index % KINDS.length];
  const p = person(index + 1, {
    devanagari: plan.devanagari,
    kind,
    rupee: plan.format === 'docx' && chance(0.4),
  });
  const file = `${number}-${plan.layout}${plan.devanagari ? '-devanagari' : ''}-${kind}.${plan.format}`;
  let bytes: Uint8Array;
  if (plan.format === 'docx') bytes = await docxFile(p, plan.layout);
  else if (plan.layout === 'two-column') bytes = await twoColumnPdf(p);
  else
    bytes = await singleColumnPdf(p, {
      tableDetails: plan.layout === 'single-table',
      serif: plan.layout === 'single-serif',
    });
  writeFileSync(path.join(OUT, file), bytes);
  if (p.history.length) p.expected.totalExperienceYears ??= datedYears(p.history);
  expected.resumes[file] = p.expected;
}
for (const [index, scan] of SCANS.entries()) {
  const file = `${String(PLAN.length + index + 1).padStart(2, '0')}-scanned.pdf`;
  writeFileSync(path.join(OUT, file), await scannedPdf(scan.pages, scan.footer));
  expected.resumes[file] = { noText: true };
}
writeFileSync(path.join(OUT, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
const files = readdirSync(OUT);
console.log(`${files.length - 1} resumes written to ${path.relative(process.cwd(), OUT)}`);
