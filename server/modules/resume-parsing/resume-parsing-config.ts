// The vocabulary resume parsing reads with: cities, skills, degrees and the words that mark a
// section, a job title or a company. One list each, so a recruiter's "it missed X" is one line.

/** Indian cities as staff write them, with the older or other names a resume may use. */
export const CITIES: Record<string, readonly string[]> = {
  Bengaluru: ['Bangalore'],
  Mumbai: ['Bombay', 'Navi Mumbai', 'Thane'],
  'New Delhi': ['Delhi', 'Delhi NCR'],
  Gurugram: ['Gurgaon'],
  Noida: ['Greater Noida'],
  Hyderabad: ['Secunderabad'],
  Chennai: ['Madras'],
  Kolkata: ['Calcutta'],
  Pune: ['Poona'],
  Ahmedabad: [],
  Jaipur: [],
  Lucknow: [],
  Kochi: ['Cochin', 'Ernakulam'],
  Thiruvananthapuram: ['Trivandrum'],
  Coimbatore: [],
  Madurai: [],
  Mysuru: ['Mysore'],
  Mangaluru: ['Mangalore'],
  Visakhapatnam: ['Vizag'],
  Vijayawada: [],
  Indore: [],
  Bhopal: [],
  Nagpur: [],
  Chandigarh: ['Mohali'],
  Bhubaneswar: [],
  Patna: [],
  Surat: [],
  Vadodara: ['Baroda'],
  Nashik: [],
  Kanpur: [],
  Dehradun: [],
  Guwahati: [],
  Ranchi: [],
  Raipur: [],
  Goa: ['Panaji', 'Margao'],
  Hubballi: ['Hubli'],
  Tiruchirappalli: ['Trichy'],
  Kozhikode: ['Calicut'],
  Ludhiana: [],
  Varanasi: [],
};

/**
 * Skills with the other ways people write them. Names are compared folded (case, spaces and
 * punctuation dropped, '+' and '#' kept as words), so 'Node.js', 'nodejs' and 'Node JS' are one.
 */
export const SKILLS: Record<string, readonly string[]> = {
  Java: ['Core Java'],
  'Spring Boot': ['Springboot'],
  Hibernate: [],
  Python: [],
  Django: [],
  Flask: [],
  JavaScript: ['JS', 'ECMAScript'],
  TypeScript: ['TS'],
  'Node.js': ['Node'],
  React: ['React.js', 'ReactJS'],
  'React Native': [],
  Angular: ['AngularJS', 'Angular.js'],
  'Vue.js': ['Vue', 'VueJS'],
  'Next.js': ['NextJS'],
  'Express.js': ['Express', 'ExpressJS'],
  HTML: ['HTML5'],
  CSS: ['CSS3'],
  'C++': ['CPP'],
  'C#': ['C Sharp', 'CSharp'],
  '.NET': ['dotnet', 'ASP.NET', '.NET Core'],
  Go: ['Golang'],
  Kotlin: [],
  Swift: [],
  PHP: [],
  Laravel: [],
  Ruby: [],
  SQL: [],
  MySQL: [],
  PostgreSQL: ['Postgres'],
  MongoDB: ['Mongo'],
  Oracle: ['Oracle DB'],
  Redis: [],
  Kafka: ['Apache Kafka'],
  Spark: ['Apache Spark', 'PySpark'],
  Hadoop: [],
  AWS: ['Amazon Web Services'],
  Azure: ['Microsoft Azure'],
  GCP: ['Google Cloud', 'Google Cloud Platform'],
  Docker: [],
  Kubernetes: ['K8s'],
  Terraform: [],
  Jenkins: [],
  'CI/CD': ['CICD'],
  Git: ['GitHub', 'GitLab'],
  Linux: ['Unix'],
  Microservices: ['Micro services'],
  'REST APIs': ['REST', 'RESTful', 'REST API', 'RESTful APIs'],
  GraphQL: [],
  Selenium: [],
  'Manual Testing': [],
  JIRA: [],
  Agile: ['Scrum'],
  'Machine Learning': ['ML'],
  'Deep Learning': [],
  TensorFlow: [],
  'Power BI': ['PowerBI'],
  Tableau: [],
  Excel: ['MS Excel', 'Advanced Excel'],
  SAP: ['SAP FICO', 'SAP MM'],
  Tally: ['Tally ERP', 'Tally Prime'],
  GST: [],
  Salesforce: [],
  Figma: [],
  Photoshop: ['Adobe Photoshop'],
  'Digital Marketing': [],
  SEO: [],
  Recruitment: ['Talent Acquisition'],
  Payroll: [],
  Android: [],
  Flutter: [],
};

/**
 * Spellings that are also everyday words, short letters or company names ('Go', 'ML', 'Oracle'):
 * counted only as an item of their own in a skills section, never inside a sentence ('go live').
 */
export const STANDALONE_ONLY_SKILLS: readonly string[] = [
  'Go',
  'Node',
  'Express',
  'Swift',
  'Spark',
  'Ruby',
  'JS',
  'TS',
  'ML',
  'REST',
  'Excel',
  'Oracle',
  'Mongo',
  'Vue',
  'Agile',
  'Scrum',
  'Unix',
  'SAP MM',
];

/** Degrees from highest to lowest; a resume's highest is the first of these it names. */
export const DEGREES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Ph.D', pattern: /\b(?:ph\.?\s?d|doctor(?:ate)? of philosophy)\b/i },
  { name: 'MBA', pattern: /\b(?:m\.?b\.?a|pgdm|master of business administration)\b/i },
  { name: 'M.Tech', pattern: /\b(?:m\.?\s?tech|master of technology)\b/i },
  { name: 'M.E.', pattern: /\b(?:m\.e\.?|master of engineering)(?=\s|,|$|\()/i },
  { name: 'MCA', pattern: /\b(?:m\.?c\.?a|master of computer applications?)\b/i },
  { name: 'M.Sc', pattern: /\b(?:m\.?\s?sc|master of science)\b/i },
  { name: 'M.Com', pattern: /\b(?:m\.?\s?com|master of commerce)\b/i },
  { name: 'M.A.', pattern: /\b(?:m\.a\.?|master of arts)(?=\s|,|$|\()/i },
  { name: 'CA', pattern: /\b(?:chartered accountant|c\.a\.)(?=\s|,|$|\()/i },
  { name: 'B.Tech', pattern: /\b(?:b\.?\s?tech|bachelor of technology)\b/i },
  { name: 'B.E.', pattern: /\b(?:b\.e\.?|bachelor of engineering)(?=\s|,|$|\()/i },
  { name: 'BCA', pattern: /\b(?:b\.?c\.?a|bachelor of computer applications?)\b/i },
  { name: 'B.Sc', pattern: /\b(?:b\.?\s?sc|bachelor of science)\b/i },
  { name: 'B.Com', pattern: /\b(?:b\.?\s?com|bachelor of commerce)\b/i },
  { name: 'BBA', pattern: /\b(?:b\.?b\.?a|bachelor of business administration)\b/i },
  { name: 'B.A.', pattern: /\b(?:b\.a\.?|bachelor of arts)(?=\s|,|$|\()/i },
  { name: 'Diploma', pattern: /\bdiploma\b/i },
];

/** Words an institution's name carries. */
export const INSTITUTION_WORDS =
  /\b(?:universit(?:y|é)|institute|college|iit|nit|iiit|iim|bits|vidyalaya|vidyapeeth|vidyapith|school of|academy|polytechnic)\b/i;

/** Words a job title carries. */
export const TITLE_WORDS =
  /\b(?:engineer|developer|programmer|manager|analyst|consultant|lead|architect|designer|executive|associate|intern|trainee|tester|administrator|scientist|specialist|officer|accountant|head|director|recruiter|coordinator|supervisor|representative|sde|qa)\b/i;

/** Words a company's name carries, and well-known employers that carry none. */
export const COMPANY_WORDS =
  /\b(?:ltd|limited|pvt|private|inc|llp|llc|corp|corporation|technologies|technology|solutions|services|systems|software|consultancy|consulting|labs|infotech|infosystems|bank|industries|enterprises|group|global|digital|tcs|infosys|wipro|hcl|accenture|cognizant|capgemini|mphasis|mindtree|ltimindtree|flipkart|swiggy|zomato|paytm|deloitte|amazon|google|microsoft|oracle|ibm|razorpay|freshworks|zoho|byju'?s)\b/i;

/** Headings that open a resume's sections, by what they hold. */
export const SECTION_HEADINGS: Record<string, RegExp> = {
  experience:
    /^(?:work experience|professional experience|employment history|employment details|experience|work history|career history|professional background)$/i,
  education:
    /^(?:education|educational qualifications?|academic qualifications?|academics|academic background|qualifications?|education details)$/i,
  skills:
    /^(?:skills|technical skills|key skills|core skills|skill set|technologies|core competencies|areas of expertise|tools & technologies|tools and technologies)$/i,
  summary:
    /^(?:professional summary|summary|profile|career objective|objective|about me|profile summary|career summary)$/i,
  contact: /^(?:contact|contact details|contact information|contact info|reach me)$/i,
  other:
    /^(?:projects|key projects|certifications?|personal details|personal information|personal profile|other details|achievements|awards|languages|hobbies|interests|declaration|strengths|trainings?|internships?|extra[- ]curricular activities)$/i,
};
