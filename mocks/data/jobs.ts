/** Vacancies at the shop, newest first as the careers page lists them. */
export interface JobRecord {
  id: number;
  slug: string;
  title: string;
  job_location: string;
  type: string;
  /** Closing date (a calendar date in London). */
  deadline: string;
  summary: string;
  role: string;
  skills: string;
  why_us: string;
  created_at: string;
}

const WHY_US = `<p>We are an independent London print shop that has printed for startups, galleries, agencies and
families since 2009. Work is varied, deadlines are real and the team is small enough that your ideas get used.</p>
<ul>
  <li>28 days holiday including bank holidays, plus your birthday off</li>
  <li>Pension with 5% employer contribution and a cycle-to-work scheme</li>
  <li>Paid training on our HP Indigo, Canon and Zünd kit</li>
  <li>Staff discount on everything we print</li>
</ul>`;

function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

let sequence = 0;

export function createJob(overrides: Partial<JobRecord> & Pick<JobRecord, 'title'>): JobRecord {
  sequence += 1;
  return {
    id: sequence,
    slug: slugify(overrides.title),
    job_location: 'Old Street, London EC1',
    type: 'Full time',
    deadline: '2025-12-19',
    summary: `Join our production team as a ${overrides.title}.`,
    role: '<p>Details to follow.</p>',
    skills: '<ul><li>Care for detail</li></ul>',
    why_us: WHY_US,
    created_at: '2025-05-01T09:00:00.000Z',
    ...overrides,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Vacancies are dated relative to `today` so the careers page always shows open positions: each
 * was posted a few days after the next one and stays open for six weeks.
 */
export function seedJobs(today: Date = new Date()): JobRecord[] {
  sequence = 0;
  return [
    createJob({
      title: 'Digital Print Operator',
      summary:
        'Run our HP Indigo 7K and Canon imagePRESS presses on day shifts, turning same-day orders round in two to four hours.',
      role: `<ul><li>Prepare, run and colour-check jobs on HP Indigo and Canon presses</li>
<li>Impose files and preflight artwork with Enfocus PitStop</li><li>Keep daily maintenance logs and report faults early</li>
<li>Work with finishing to hit the 16:00 same-day cut-off</li></ul>`,
      skills: `<ul><li>Two years on a digital production press</li><li>Good colour judgement; G7 or FOGRA knowledge is a plus</li>
<li>Comfortable with Acrobat, Illustrator and InDesign</li></ul>`,
    }),
    createJob({
      title: 'Print Finisher',
      summary: 'Guillotine, crease, fold, laminate and bind everything that comes off our presses.',
      role: `<ul><li>Operate Polar guillotine, Morgana creaser and folder, and our laminator</li>
<li>Saddle-stitch and wire-bind booklets and brochures</li><li>Count, pack and label orders for courier and collection</li></ul>`,
      skills: `<ul><li>Experience in a finishing department</li><li>Safe, careful use of cutting equipment</li><li>Good eye for squareness and register</li></ul>`,
    }),
    createJob({
      title: 'Graphic Designer (Artwork & Prepress)',
      summary: 'Fix, build and proof customer artwork so every job prints right first time.',
      role: `<ul><li>Check customer files for bleed, resolution and colour space</li>
<li>Set up artwork for business cards, signage and apparel</li><li>Send clear proofs and talk customers through changes</li></ul>`,
      skills: `<ul><li>Adobe Illustrator, InDesign and Photoshop to a professional level</li><li>Understanding of CMYK, spot colours and print tolerances</li>
<li>A portfolio showing print work</li></ul>`,
    }),
    createJob({
      title: 'Customer Service Advisor',
      summary: 'Be the friendly voice of the shop on the phone, by email and at our Old Street counter.',
      role: `<ul><li>Take phone-call orders and quote custom jobs</li><li>Track orders and keep customers updated</li>
<li>Handle artwork questions and hand over collections</li></ul>`,
      skills: `<ul><li>Customer-facing experience, ideally in print or retail</li><li>Clear writing and a calm phone manner</li>
<li>Confident with order systems and spreadsheets</li></ul>`,
      type: 'Full time (Monday to Friday, one Saturday a month)',
    }),
    createJob({
      title: 'Van Driver (Central London Deliveries)',
      summary: 'Deliver same-day and next-day orders across central London in our electric van.',
      role: `<ul><li>Plan and drive daily routes within the ULEZ</li><li>Load carefully and get signatures or photos on delivery</li>
<li>Collect returns and paper stock from suppliers</li></ul>`,
      skills: `<ul><li>Full UK driving licence held for 3+ years, no more than 3 points</li><li>Good knowledge of central London</li>
<li>Able to lift boxes of up to 20 kg</li></ul>`,
      job_location: 'London (based at Old Street)',
    }),
    createJob({
      title: 'Large Format Print Technician',
      summary: 'Print and finish banners, posters, boards and window graphics on our wide-format kit.',
      role: `<ul><li>Run HP Latex and Roland eco-solvent printers</li><li>Cut on the Zünd flatbed and weld banners</li>
<li>Mount prints to Foamex, Dibond and Correx</li></ul>`,
      skills: `<ul><li>Wide-format production experience</li><li>RIP software (Onyx or Caldera)</li><li>Neat, accurate hand finishing</li></ul>`,
    }),
    createJob({
      title: 'Apparel Print Technician',
      summary: 'Screen print, DTF and heat-press T-shirts, hoodies and workwear to order.',
      role: `<ul><li>Prepare screens, mix inks and run a 6-colour carousel</li><li>Print DTF transfers and apply with the heat press</li>
<li>Quality-check and fold garments for dispatch</li></ul>`,
      skills: `<ul><li>Screen printing or DTF experience</li><li>Knowledge of garment blanks and fabrics</li></ul>`,
    }),
    createJob({
      title: 'Signage Installer',
      summary: 'Fit shop signs, window vinyl and wall graphics for customers across London.',
      role: `<ul><li>Survey sites and measure up</li><li>Install vinyl, boards and projecting signs safely</li><li>Leave every site clean and photographed</li></ul>`,
      skills: `<ul><li>Installation experience and a CSCS card</li><li>Comfortable working at height (IPAF a plus)</li></ul>`,
      type: 'Full time, some weekend work',
    }),
    createJob({
      title: 'Production Planner',
      summary: 'Schedule every job across presses and finishing so promised dates are met.',
      role: `<ul><li>Build the daily production plan and rebalance it as orders land</li><li>Order paper and consumables</li>
<li>Report on on-time delivery</li></ul>`,
      skills: `<ul><li>Planning experience in print or manufacturing</li><li>Strong spreadsheet skills</li></ul>`,
    }),
    createJob({
      title: 'Weekend Print Assistant',
      summary: 'Help run the shop on Saturdays and Sundays: printing, finishing and serving customers.',
      role: `<ul><li>Run simple digital print jobs</li><li>Trim, pack and hand over orders</li></ul>`,
      skills: `<ul><li>Reliable and friendly; training given</li></ul>`,
      type: 'Part time (weekends)',
    }),
    createJob({
      title: 'Digital Marketing Executive',
      summary: 'Grow the shop online: search, email newsletters and social media.',
      role: `<ul><li>Plan and send the newsletter</li><li>Run paid search and shopping campaigns</li><li>Write product and blog content</li></ul>`,
      skills: `<ul><li>Google Ads and Analytics</li><li>Clear, friendly writing</li></ul>`,
      job_location: 'Hybrid (Old Street, London and home)',
    }),
    createJob({
      title: 'Print Apprentice',
      summary: 'Learn the trade across prepress, press and finishing with a Level 3 print apprenticeship.',
      role: `<ul><li>Rotate through every department</li><li>Attend college one day a week</li></ul>`,
      skills: `<ul><li>Curiosity and care; no experience needed</li></ul>`,
      type: 'Apprenticeship (18 months)',
    }),
    createJob({
      title: 'Warehouse & Dispatch Assistant',
      summary: 'Receive stock, pack orders and book couriers so parcels leave on time.',
      role: `<ul><li>Pick and pack orders</li><li>Book DPD and same-day couriers</li><li>Keep the stock room tidy and counted</li></ul>`,
      skills: `<ul><li>Warehouse experience</li><li>Attention to detail</li></ul>`,
      type: 'Part time (afternoons)',
    }),
  ].map((job, index) => {
    const posted = new Date(today.getTime() - (2 + 3 * index) * DAY_MS);
    posted.setUTCHours(9, 0, 0, 0);
    const deadline = new Date(posted.getTime() + 45 * DAY_MS);
    return { ...job, created_at: posted.toISOString(), deadline: deadline.toISOString().slice(0, 10) };
  });
}
