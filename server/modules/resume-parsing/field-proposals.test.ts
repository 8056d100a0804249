import {
  foldSkill,
  proposeCurrentCtc,
  proposeEducation,
  proposeEmail,
  proposeExpectedCtc,
  proposeExperience,
  proposeExperienceFromDates,
  proposeFields,
  proposeFullName,
  proposeLocation,
  proposeNoticePeriod,
  proposePhone,
  proposeRole,
  proposeSkills,
} from './field-proposals';
import { resumeLines } from './resume-text';

const TODAY = new Date('2026-01-10T00:00:00Z');
const read = (...texts: string[]) => resumeLines(texts.join('\n'));

describe('phone', () => {
  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['+91-9876543210', '+919876543210'],
    ['(+91) 98765-43210', '+919876543210'],
    ['0091 9876543210', '+919876543210'],
    ['91 9876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['Mobile: 98765 43210', '+919876543210'],
    ['Ph: 876.543.2109', '+918765432109'],
    ['email@x.in | 7012345678 | Kochi', '+917012345678'],
  ])('reads %j as %s', (text, phone) => {
    expect(proposePhone(read(text))).toEqual({
      value: phone,
      source: text,
      confidence: expect.any(Number),
    });
  });

  it.each([
    'Landline: 080 2345 6789',
    'Employee ID 12345678901',
    'Current CTC: 9,50,000',
    '2019 - 2023',
    'PIN 560001',
    '+1 415 555 0100',
  ])('proposes nothing for %j', (text) => {
    expect(proposePhone(read(text))).toBeUndefined();
  });
});

describe('e-mail', () => {
  it.each([
    ['Email: Priya.Verma@Yahoo.co.in', 'priya.verma@yahoo.co.in'],
    ['priya_v+jobs@gmail.com | +91 98765 43210', 'priya_v+jobs@gmail.com'],
  ])('reads %j as %s', (text, email) => {
    expect(proposeEmail(read(text))?.value).toBe(email);
  });

  it('proposes nothing without an address', () => {
    expect(proposeEmail(read('Email: on request', 'priya at gmail dot com'))).toBeUndefined();
  });
});

describe('full name', () => {
  it.each([
    [['Rahul Sharma', 'rahul@gmail.com'], 'Rahul Sharma', 'Rahul Sharma'],
    [['RAHUL SHARMA', 'rahul@gmail.com'], 'Rahul Sharma', 'RAHUL SHARMA'],
    [['K. Venkatesh | Technical Lead'], 'K. Venkatesh', 'K. Venkatesh | Technical Lead'],
    [
      ['Curriculum Vitae', 'Name: Meenakshi Sundaram'],
      'Meenakshi Sundaram',
      'Name: Meenakshi Sundaram',
    ],
    [['Resume', 'अंकित पाण्डेय', 'ankit@gmail.com'], 'अंकित पाण्डेय', 'अंकित पाण्डेय'],
  ])('reads %j as %s', (texts, name, source) => {
    expect(proposeFullName(read(...texts))).toMatchObject({ value: name, source });
  });

  it.each([
    [['Curriculum Vitae', 'rahul@gmail.com', '+91 98765 43210']],
    [['Senior Software Engineer', 'Bengaluru, Karnataka']],
    [['Professional Summary', 'Rahul Sharma leads teams.']],
  ])('proposes nothing for %j', (texts) => {
    expect(proposeFullName(read(...texts))).toBeUndefined();
  });
});

describe('total experience', () => {
  it.each([
    ['Total Experience: 5 years', 5],
    ['Total Experience: 5+ years', 5],
    ['Experience: 4 yrs 6 months', 4.5],
    ['Overall Experience | 7.5 Years', 7.5],
    ['Total Exp: 3 years and 3 months', 3.25],
    ['Experience: 18 months', 1.5],
    ['Experience: Fresher', 0],
  ])('reads %j as %d years', (text, years) => {
    expect(proposeExperience(read(text))).toMatchObject({ value: years, source: text });
  });

  it('reads the summary when no line is labelled', () => {
    const lines = read('Summary', 'Java developer with 15+ years of IT experience in banking.');
    expect(proposeExperience(lines)?.value).toBe(15);
    expect(
      proposeExperience(read('Profile', 'Fresher with a B.Tech, eager to learn.'))?.value,
    ).toBe(0);
  });

  it('proposes nothing from an experience entry or a skill level', () => {
    const lines = read(
      'Work Experience',
      'Software Engineer | TCS | Jun 2018 - Present',
      '• Used Kafka for 2 years in payments',
    );
    expect(proposeExperience(lines)).toBeUndefined();
  });
});

describe('total experience from job dates', () => {
  const added = (...texts: string[]) => [...texts, '(added up from the job dates)'].join('\n');

  it.each([
    ['Infosys, Pune — Senior Engineer, Jan 2019 – Present', 7],
    ['TCS | Developer | 06/2016 - 12/2018', 2.58],
    ['Wipro Limited | Trainee | 2014 – 2016', 2],
    ["Acme Technologies | Mar'17 to Till date", 8.83],
    ['Zoho Corporation | April 2015 - Current', 10.75],
    ['HCL Technologies | 03-2020 - Now', 5.83],
    ['Mphasis Limited | September 2021 to Date', 4.33],
    ['Freshworks Inc | Jan. 2018 - Dec. 2018', 1],
    ['Razorpay | 01/06/2016 – 31/12/2018', 2.58],
  ])('adds up %j as %d years', (text, years) => {
    expect(proposeExperienceFromDates(read('Work Experience', text), TODAY)).toEqual({
      value: years,
      source: added(text),
      confidence: 0.6,
    });
  });

  it('counts the months of jobs held at once only once', () => {
    const lines = read(
      'Employment History',
      'Infosys Ltd | Senior Engineer | Jan 2019 – Present',
      '• Led the payments team',
      'Freelance Developer | Jun 2020 – Dec 2021',
      'TCS | Engineer | Jun 2016 - Mar 2019',
    );
    // Jun 2016 to Dec 2025: 115 months.
    expect(proposeExperienceFromDates(lines, TODAY)).toMatchObject({
      value: 9.58,
      source: added(
        'Infosys Ltd | Senior Engineer | Jan 2019 – Present',
        'Freelance Developer | Jun 2020 – Dec 2021',
        'TCS | Engineer | Jun 2016 - Mar 2019',
      ),
    });
  });

  it("counts a job 'Present' to the month it is in India", () => {
    const lines = read('Experience', 'Wipro Limited | Jan 2025 – Present');
    // 31 Jan 20:00 UTC is already 1 Feb in India: January is complete.
    expect(proposeExperienceFromDates(lines, new Date('2026-01-31T20:00:00Z'))?.value).toBe(1.08);
    expect(proposeExperienceFromDates(lines, new Date('2026-01-31T18:00:00Z'))?.value).toBe(1);
  });

  it('gives way to a stated total', () => {
    const text = [
      'Total Experience: 5 years',
      'Work Experience',
      'Infosys Ltd | Jan 2019 – Present',
      'TCS | 06/2016 - 12/2018',
    ].join('\n');
    expect(proposeFields(text, { today: TODAY }).totalExperienceYears).toEqual({
      value: 5,
      source: 'Total Experience: 5 years',
      confidence: 0.9,
    });
    expect(
      proposeFields(text.replace('Total Experience: 5 years', 'Rahul Sharma'), { today: TODAY })
        .totalExperienceYears?.value,
    ).toBe(9.58);
  });

  it('reads only the experience section, and nothing when it cannot be told apart', () => {
    const job = 'TCS | Engineer | Jan 2020 - Dec 2022';
    const schooling = 'B.Tech, NIT Trichy, 2012 – 2016';
    expect(
      proposeExperienceFromDates(read('Experience', job, 'Education', schooling), TODAY)?.value,
    ).toBe(3);
    expect(
      proposeExperienceFromDates(read('Projects', 'Billing revamp | Jan 2018 - Dec 2019'), TODAY),
    ).toBeUndefined();
    expect(proposeExperienceFromDates(read('Rahul Sharma', job), TODAY)).toBeUndefined();
    expect(proposeExperienceFromDates(read('Experience', job, schooling), TODAY)).toBeUndefined();
  });

  it('proposes nothing when a job heading carries a date it does not read', () => {
    const lines = read('Experience', 'TCS | Jan 2020 - Dec 2022', 'Zoho Corporation | since 2019');
    expect(proposeExperienceFromDates(lines, TODAY)).toBeUndefined();
  });

  it('leaves out ranges that cannot be right', () => {
    const job = 'TCS | Engineer | Jan 2020 - Dec 2022';
    for (const nonsense of [
      'Wipro Limited | 2019 – 2015',
      'Infosys Ltd | 1960 – 2015',
      'Zoho Corporation | Mar 2026 – Present',
    ]) {
      expect(proposeExperienceFromDates(read('Experience', nonsense, job), TODAY)).toMatchObject({
        value: 3,
        source: added(job),
      });
      expect(proposeExperienceFromDates(read('Experience', nonsense), TODAY)).toBeUndefined();
    }
  });

  it('counts a job ending in the future up to today, and not at all when it is the only one', () => {
    const contract = 'Zoho Corporation | Jan 2024 – Dec 2027';
    expect(proposeExperienceFromDates(read('Experience', contract), TODAY)).toBeUndefined();
    expect(
      proposeExperienceFromDates(read('Experience', contract, 'TCS | Jan 2020 - Dec 2023'), TODAY)
        ?.value,
    ).toBe(6);
  });
});

describe('CTC', () => {
  it.each([
    ['Current CTC: 12 LPA', 1_200_000],
    ['Current CTC: 12.5 lakhs', 1_250_000],
    ['Current CTC: ₹ 9,50,000', 950_000],
    ['Current CTC - Rs. 9,50,000/- per annum', 950_000],
    ['Current CTC: 1.2 Cr', 12_000_000],
    ['Current CTC: INR 18,00,000', 1_800_000],
    ['CTC: 8 Lacs p.a.', 800_000],
    ['Current Salary: Rs 45,000 per month', 540_000],
    ['Current CTC | 6.5 L.P.A.', 650_000],
    ['My current CTC is 14 LPA and I expect 20 LPA.', 1_400_000],
  ])('reads %j as %d rupees a year', (text, rupees) => {
    expect(proposeCurrentCtc(read(text))).toMatchObject({ value: rupees, source: text });
  });

  it.each([
    ['Expected CTC: 18 LPA', 1_800_000],
    ['Expected Salary | ₹ 20,00,000', 2_000_000],
    ['Current CTC: 14 LPA, expecting 20 LPA', 2_000_000],
  ])('reads expected %j as %d rupees a year', (text, rupees) => {
    expect(proposeExpectedCtc(read(text))).toMatchObject({ value: rupees });
  });

  it.each([
    'Expected CTC: Negotiable',
    'Expected CTC: 18-20 LPA',
    'Expected CTC: as per company norms',
  ])('proposes nothing for %j', (text) => {
    expect(proposeExpectedCtc(read(text))).toBeUndefined();
  });

  it('keeps the expected CTC out of the current one', () => {
    expect(proposeCurrentCtc(read('Expected CTC: 18 LPA'))).toBeUndefined();
  });
});

describe('notice period', () => {
  it.each([
    ['Notice Period: 30 days', 30],
    ['Notice period - 2 months', 60],
    ['Notice: 90 Days (negotiable)', 90],
    ['Notice Period | 3 weeks', 21],
    ['Notice Period: 1.5 months', 45],
    ['Notice Period: Immediate', 0],
    ['Immediate joiner', 0],
    ['Available to join immediately.', 0],
    ['Serving notice, LWD 15 Jan', 5],
    ['Serving notice period, last working day 28 Feb 2026', 49],
    ['Notice: serving, LWD 05/02/2026', 26],
    ['Serving notice, LWD 5 Jan', 360],
  ])('reads %j as %d days', (text, days) => {
    expect(proposeNoticePeriod(read(text), TODAY)).toMatchObject({ value: days, source: text });
  });

  it("counts the days to the last working day from today's date in India", () => {
    // 01:30 on 10 January in India is still 9 January in UTC.
    const justAfterMidnightInIndia = new Date('2026-01-09T20:00:00Z');
    const text = 'Notice: serving, LWD 05/02/2026';
    expect(proposeNoticePeriod(read(text), justAfterMidnightInIndia)).toMatchObject({ value: 26 });
  });

  it('proposes nothing without a notice statement', () => {
    expect(proposeNoticePeriod(read('Worked 30 days on a migration'), TODAY)).toBeUndefined();
    expect(proposeNoticePeriod(read('Notice Period: to be discussed'), TODAY)).toBeUndefined();
  });
});

describe('location', () => {
  it.each([
    [['Rahul Sharma', 'rahul@gmail.com | Bangalore, Karnataka'], 'Bengaluru'],
    [['Rahul Sharma', 'Current Location: Gurgaon'], 'Gurugram'],
    [['Rahul Sharma', 'Address: Flat 12, 3rd Cross, Navi Mumbai, Maharashtra'], 'Mumbai'],
    [['Rahul Sharma', 'Contact', 'Trivandrum, Kerala'], 'Thiruvananthapuram'],
    [['Rahul Sharma', 'Preferred Location: Pune', 'Location: Kochi'], 'Kochi'],
  ])('reads %j as %s', (texts, city) => {
    expect(proposeLocation(read(...texts))?.value).toBe(city);
  });

  it('proposes nothing from a past employer or a preference', () => {
    const lines = read(
      'Rahul Sharma',
      'Preferred Location: Pune',
      'Work Experience',
      'Infosys Ltd, Hyderabad',
    );
    expect(proposeLocation(lines)).toBeUndefined();
  });
});

describe('current employer and title', () => {
  it.each([
    [
      ['Work Experience', 'Senior Software Engineer | Infosys Ltd | Jan 2020 - Present'],
      'Infosys Ltd',
      'Senior Software Engineer',
    ],
    [
      ['Employment History', 'Technical Lead at Zoho Corporation (Mar 2019 – Till Date)'],
      'Zoho Corporation',
      'Technical Lead',
    ],
    [
      [
        'Professional Experience',
        'HCL Technologies, Noida',
        'QA Engineer',
        'Jul 2021 to Present',
        '• Wrote tests',
      ],
      'HCL Technologies',
      'QA Engineer',
    ],
    [
      ['Current Employer: Tata Consultancy Services', 'Current Designation: Associate Consultant'],
      'Tata Consultancy Services',
      'Associate Consultant',
    ],
    [
      ['Summary', 'Currently working as a Data Analyst with Mphasis Limited since 2021.'],
      'Mphasis Limited',
      'Data Analyst',
    ],
  ])('reads %j', (texts, employer, title) => {
    const role = proposeRole(read(...texts));
    expect(role.currentEmployer?.value).toBe(employer);
    expect(role.currentTitle?.value).toBe(title);
  });

  it('reads the entry whose dates run to the present, not a sentence saying currently', () => {
    const role = proposeRole(
      read(
        'Work Experience',
        'Currently leading the payments platform team',
        'Technical Lead | Freshworks Inc | 2021 – Current',
      ),
    );
    expect(role.currentEmployer?.value).toBe('Freshworks Inc');
    expect(role.currentTitle).toMatchObject({
      value: 'Technical Lead',
      source: 'Technical Lead | Freshworks Inc | 2021 – Current',
    });
  });

  it('proposes nothing when no job is current', () => {
    const lines = read('Internships', 'Intern | Wipro Limited | May 2024 - Jul 2024');
    expect(proposeRole(lines)).toEqual({});
  });
});

describe('education', () => {
  it.each([
    [['Education', 'B.Tech (Computer Science), NIT Trichy, 2016'], 'B.Tech', 'NIT Trichy'],
    [
      [
        'Education',
        'B.E. Mechanical from Anna University, 2012',
        'MBA (Finance), Symbiosis Institute of Business Management, 2016',
      ],
      'MBA',
      'Symbiosis Institute of Business Management',
    ],
    [
      [
        'Academic Qualifications',
        'Qualification | Institution | Year',
        'MCA | Osmania University | 2015',
        'BCA | Osmania University | 2012',
      ],
      'MCA',
      'Osmania University',
    ],
    [
      ['Educational Qualifications', 'M.Sc Computer Science', 'Christ University', '2018'],
      'M.Sc',
      'Christ University',
    ],
    [['Education', 'Bachelor of Commerce, 2014'], 'B.Com', undefined],
  ])('reads %j as %s', (texts, degree, institution) => {
    expect(proposeEducation(read(...texts))?.value).toEqual(
      institution ? { degree, institution } : { degree },
    );
  });

  it('proposes nothing without a degree', () => {
    expect(proposeEducation(read('Education', 'HSC, Kendriya Vidyalaya, 2010'))).toBeUndefined();
  });
});

describe('skills', () => {
  it.each([
    ['Node.js', 'nodejs'],
    ['Node JS', 'nodejs'],
    ['NODEJS', 'nodejs'],
    ['C++', 'cplusplus'],
    ['C#', 'csharp'],
    ['CI/CD', 'cicd'],
  ])('folds %j to %s', (name, folded) => {
    expect(foldSkill(name)).toBe(folded);
  });

  const names = (texts: string[], jobSkills?: string[]) =>
    proposeSkills(read(...texts), jobSkills)?.map((skill) => skill.value);

  it('matches the configured list whatever the spelling', () => {
    expect(names(['Technical Skills', 'nodejs, React.js, K8s, Golang, C#, Core Java'])).toEqual([
      'Node.js',
      'React',
      'Kubernetes',
      'Go',
      'C#',
      'Java',
    ]);
  });

  it('adds the job skills under the job spelling', () => {
    expect(names(['Skills', 'Airflow, NodeJS'], ['Apache Airflow', 'Airflow', 'Node JS'])).toEqual([
      'Airflow',
      'Node JS',
    ]);
  });

  it('reads everyday words as skills only when listed on their own in a skills section', () => {
    expect(
      names(['Summary', 'Ready to go live with Express delivery in Excel sheets']),
    ).toBeUndefined();
    expect(names(['Skills', 'Go | Express | Excel'])).toEqual(['Go', 'Express.js', 'Excel']);
  });

  it('keeps the source line and a higher confidence inside the skills section', () => {
    const [inSection] = proposeSkills(read('Key Skills', 'Docker, AWS')) ?? [];
    const [inProse] = proposeSkills(read('Summary', 'Shipped services on Docker')) ?? [];
    expect(inSection).toEqual({ value: 'Docker', source: 'Docker, AWS', confidence: 0.9 });
    expect(inProse.confidence).toBeLessThan(inSection.confidence);
  });
});

describe('proposeFields', () => {
  it('leaves out every field the text does not state', () => {
    expect(proposeFields('Objective\nTo grow with a good organisation.', { today: TODAY })).toEqual(
      {},
    );
  });
});
