import type { Industry } from '#common/constants.js';

/**
 * What a caller likes to hear about each kind of business. A custom sector uses `other`; the
 * sector's own name comes in through the "about" line ({industryNoun}).
 */
export const INDUSTRY_LINES: Record<Industry, readonly string[]> = {
  technology: [
    "Our specialists keep up with the latest technology, so you don't have to.",
    'We build systems that are reliable, secure, and easy to use.',
    "From first setup to ongoing support, we're with you every step of the way.",
    'Our engineers love solving tricky problems, so bring us your toughest questions.',
  ],
  healthcare: [
    'Your health and comfort always come first with us.',
    'Our caring staff works hard to make every visit calm and easy.',
    'If you need to book, change, or confirm an appointment, our team will be glad to help.',
    "We're proud to care for patients and families right here in our community.",
  ],
  finance: [
    'Our advisors take the time to understand your goals before recommending anything.',
    'We treat your financial information with the strictest care and confidentiality.',
    "Whether you're planning ahead or sorting out today's questions, we're here to help.",
    'Clear answers and honest advice are what our clients count on us for.',
  ],
  retail: [
    "Our friendly staff can help you find exactly what you're looking for.",
    "Whether you're shopping for yourself or for someone else, we're glad to help you choose.",
    'Finding the right fit matters, and our staff enjoy giving advice.',
  ],
  hospitality: [
    "We're here to make every visit one to remember.",
    'Our team is happy to help with reservations, special requests, and local tips.',
    'Great service and a warm welcome are at the heart of everything we do.',
  ],
  education: [
    "We're committed to helping every learner reach their full potential.",
    'Our staff can help with enrollment, schedules, and any questions about our programs.',
    'We believe great learning starts with great support.',
    "Whether you're a student, a parent, or a partner, we're glad you called.",
  ],
  professional: [
    'Our experienced professionals give every client practical, reliable advice.',
    'We take the time to understand your needs before we recommend a way forward.',
    'Clients count on us for clear communication and dependable results.',
    "Whatever your question, we'll make sure it reaches the right expert.",
  ],
  manufacturing: [
    "We're proud of the quality and precision that goes into everything we make.",
    'Our team can help with orders, specifications, lead times, and delivery.',
    'Reliable supply and consistent quality are what our partners count on us for.',
    'Ask us about custom solutions built to your exact requirements.',
  ],
  other: [
    "We're proud to serve our community and every customer who calls.",
    'Our team is known for friendly, reliable service.',
    "Whatever your question, we'll do our best to help.",
    'We value every customer and work hard to earn your trust.',
    'No question is too big or too small for our team.',
    'Getting the details right is something we take pride in.',
  ],
};

/** Lines that promise something as soon as someone answers: only for messages heard while the line is open (record 096). */
export const INDUSTRY_LIVE_LINES: Partial<Record<Industry, readonly string[]>> = {
  retail: [
    "We're happy to check stock, hold an item for you, or help with an order.",
    'Looking for something in particular? Just ask when we pick up.',
  ],
  hospitality: ['Planning a celebration or a special occasion? Just let us know when we pick up.'],
};

/** Said of any business, whatever its type: the last sentences the length control reaches for. */
export const GENERAL_LINES: readonly string[] = [
  'We believe every call deserves a real answer and a friendly voice.',
  'Our team is made up of people who genuinely care about getting things right.',
  "Every conversation matters to us, and we're grateful for yours.",
  'We keep things simple, so you get clear answers without the runaround.',
  'Behind every answer is a person who wants to get it right for you.',
  "We'd rather take a little longer and get your answer right.",
  'Your time is valuable, and we do our best to respect it.',
  'Small details matter, and we pay attention to them.',
  "It's a pleasure to be part of your day.",
  "We're always glad to explain things in plain words.",
  'A quick question or a complicated one, it gets the same care here.',
  'Your questions help us improve, so never hesitate to ask.',
  'Thank you for trusting us with your business. It means a great deal to everyone here.',
  "Good service starts with listening, and that's where we always begin.",
];
