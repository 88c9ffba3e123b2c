import { describe, expect, it } from 'vitest';
import { numberWords, ordinalWords, yearWords } from './number-words.js';
import { speakDayNames } from './dates-and-times.js';
import { speechText, speakText } from './speak-text.js';
import { speakableCompanyName, stripSymbols } from './spoken-symbols.js';
import { speakWebAddress } from './web-address.js';

describe('numbers in words', () => {
  it.each([
    [0, 'zero'],
    [15, 'fifteen'],
    [42, 'forty-two'],
    [100, 'one hundred'],
    [1205, 'one thousand two hundred five'],
    [2_000_000, 'two million'],
  ])('%i -> %s', (n, words) => expect(numberWords(n)).toBe(words));

  it('reads ordinals and years as people say them', () => {
    expect([1, 2, 3, 12, 21, 30].map(ordinalWords)).toEqual([
      'first',
      'second',
      'third',
      'twelfth',
      'twenty-first',
      'thirtieth',
    ]);
    expect([1998, 2005, 2026, 1900, 1905].map(yearWords)).toEqual([
      'nineteen ninety-eight',
      'two thousand five',
      'twenty twenty-six',
      'nineteen hundred',
      'nineteen oh five',
    ]);
  });
});

describe('web addresses', () => {
  it.each([
    ['www.brightsmile.com', 'brightsmile dot com'],
    ['https://www.BrightSmile.com/', 'brightsmile dot com'],
    ['bright-smile.co.uk/book-now?ref=phone', 'bright dash smile dot co dot uk slash book dash now'],
    ['24hourvet.com', 'twenty-four hourvet dot com'],
  ])('%s -> %s', (address, spoken) => expect(speakWebAddress(address)).toBe(spoken));
});

describe('speech-ready text', () => {
  it.each([
    ['Visit www.brightsmile.com today.', 'Visit brightsmile dot com today.'],
    ['Email info@brightsmile.com', 'Email info at brightsmile dot com'],
    ['Call (555) 123-4567', 'Call five five five, one two three, four five six seven'],
    ['Call 555 0100 today', 'Call five five five, zero one zero zero today'],
    ['Call 555-0100.', 'Call five five five, zero one zero zero.'],
    ['We open at 9:00 AM.', 'We open at nine a.m.'],
    ['Thanks for calling Bright Smile 😁 Co.!', 'Thanks for calling Bright Smile Co.!'],
    ['Call +44 20 7946 0958', 'Call plus four four, two zero, seven nine four six, zero nine five eight'],
    ['9am-5pm', 'nine a.m. to five p.m.'],
    ['8:30 a.m. to 6 PM', 'eight thirty a.m. to six p.m.'],
    ['10:05-17:00', 'ten oh five a.m. to five p.m.'],
    ['open 12pm', 'open noon'],
    ['back on 2026-12-28', 'back on Monday, December twenty-eighth'],
    ['until 12/31', 'until December thirty-first'],
    ['Dec 28th, 2026', 'December twenty-eighth, twenty twenty-six'],
    ['from 3 January', 'from the third of January'],
    ['20% off', 'twenty percent off'],
    ['kept at 72°F', 'kept at seventy-two degrees F'],
    ['only $49.99', 'only forty-nine dollars and ninety-nine cents'],
    ['open 24/7', 'open twenty-four seven'],
    ['your 1st visit', 'your first visit'],
    ['A1 Plumbing since 1998', 'A one Plumbing since nineteen ninety-eight'],
    ['1,250 clients and 2.5 stars', 'one thousand two hundred fifty clients and two point five stars'],
    ['Sun protection & care', 'Sun protection and care'],
  ])('%s -> %s', (text, spoken) => expect(speakText(text)).toBe(spoken));

  it('reads every short day name of the opening hours field as a day', () => {
    expect(speakText(speakDayNames('Mon-Fri 9am-5pm, Sat 10-2, Sun closed'))).toBe(
      'Monday to Friday nine a.m. to five p.m., Saturday ten to two, Sunday closed',
    );
  });
});

describe('what a business types into its script (issue 47)', () => {
  it.each([
    ['Open Mon–Fri 8am–5pm.', 'Open Monday to Friday eight a.m. to five p.m.'],
    ['Open Mon-Fri 8am-5pm.', 'Open Monday to Friday eight a.m. to five p.m.'],
    ['MON-FRI 9-5', 'Monday to Friday nine to five'],
    ['Sat & Sun 10am–2pm', 'Saturday and Sunday ten a.m. to two p.m.'],
    ['Tues/Thurs evenings', 'Tuesday and Thursday evenings'],
    ['Mon, Wed & Fri, 9-5', 'Monday, Wednesday and Friday, nine to five'],
    ['Mon–Wed & Fri', 'Monday to Wednesday and Friday'],
    ['Open Sat 10-2', 'Open Saturday ten to two'],
    // A short name alone is a word as often as a day.
    ['We sat down in the Sun.', 'We sat down in the Sun.'],
    ['Sunshine Plumbing', 'Sunshine Plumbing'],
    ['1200 W. 6th St.', 'twelve hundred West sixth Street.'],
    ['Visit 1200 W. 6th St. in Austin.', 'Visit twelve hundred West sixth Street in Austin.'],
    ['45 NE Oak Rd, Suite 200', 'forty-five Northeast Oak Road, Suite two hundred'],
    ['12 Main St. NW, Austin', 'twelve Main Street Northwest, Austin'],
    ['800 Congress Ave. SW', 'eight hundred Congress Avenue Southwest'],
    ['Plan B with Vitamin E', 'Plan B with Vitamin E'],
    ['Dr. Patel at 300 Elm Dr.', 'Doctor Patel at three hundred Elm Drive.'],
    ['In an emergency call 911.', 'In an emergency call nine one one.'],
    ['Billing is ext. 12, or Ext 204.', 'Billing is extension twelve, or extension two hundred four.'],
    ['Call 512-555-0147.', 'Call five one two, five five five, zero one four seven.'],
  ])('%s -> %s', (text, spoken) => expect(speakText(text)).toBe(spoken));
});

describe('a whole script on its way to the engine (record 095)', () => {
  it('words each paragraph and keeps the blank lines, where the voice pauses', () => {
    expect(speechText('Visit www.brightsmile.com.\n\nCall 555 0100, open 9:00 AM to 5:00 PM.')).toBe(
      'Visit brightsmile dot com.\n\nCall five five five, zero one zero zero, open nine a.m. to five p.m.',
    );
  });
});

describe('symbols a voice cannot say', () => {
  it.each([
    ['Thanks for calling A+ Tutors!', 'Thanks for calling A plus Tutors!'],
    ['C++ Academy and 50+ years', 'C plus plus Academy and fifty plus years'],
    ['Rocket #1 Services', 'Rocket number one Services'],
    ['100% Pure Spa', 'one hundred percent Pure Spa'],
    ['Tom @ Home', 'Tom at Home'],
    ['Call +1 555 010 0100', 'Call plus one, five five five, zero one zero, zero one zero zero'],
  ])('says the symbols a name keeps: %s', (text, spoken) => expect(speakText(text)).toBe(spoken));

  it('drops emoji, flags and pictographs but keeps money and percentages', () => {
    expect(stripSymbols('Hi 👋🏽 there ⭐️ 🇬🇧 — 20% off, $5 ☎')).toBe('Hi there — 20% off, $5');
  });

  it.each([
    ['Bright Smile 😁 Co.', 'Bright Smile Co.'],
    ['Acme™ Widgets ★', 'Acme Widgets'],
    ['Café Ünïcode & Söhne', 'Café Ünïcode & Söhne'],
    ["O'Brien-Smith Ltd.", "O'Brien-Smith Ltd."],
    ['東京寿司 🍣', '東京寿司'],
    ['🚀 Rocket #1 Services!!', 'Rocket #1 Services'],
    ['A+ Tutors', 'A+ Tutors'],
    ['C++ Academy', 'C++ Academy'],
    ['100% Pure Spa', '100% Pure Spa'],
    ['Tom @ Home', 'Tom @ Home'],
    ['@home + More #hash %', 'home More hash'],
  ])('company name %s -> %s', (name, spoken) => expect(speakableCompanyName(name)).toBe(spoken));
});

describe('abbreviations in addresses and names', () => {
  it.each([
    ['Visit us at 12 Main St. and ask for Dr. Patel.', 'Visit us at twelve Main Street and ask for Doctor Patel.'],
    ['Visit Dr. Smith at 12 Oak Dr.', 'Visit Doctor Smith at twelve Oak Drive.'],
    ["Welcome to St. Mary's Clinic.", "Welcome to Saint Mary's Clinic."],
    ['We are at 5th Ave., Suite 4.', 'We are at fifth Avenue, Suite four.'],
    ['Mr. and Mrs. Lee thank you.', 'Mister and Missus Lee thank you.'],
    ['Our Stars and Drs stay as written.', 'Our Stars and Drs stay as written.'],
    ["Bright Smile Dental, Dr. Patel's office.", "Bright Smile Dental, Doctor Patel's office."],
  ])('%s', (script, spoken) => expect(speakText(script)).toBe(spoken));
});

describe('service numbers', () => {
  it.each([
    ['In an emergency, hang up and dial 911.', 'In an emergency, hang up and dial nine one one.'],
    ['For emergencies, 911 is the number.', 'For emergencies, nine one one is the number.'],
    ['Dial 411 for help.', 'Dial four one one for help.'],
    // A house number, a price, a count and a longer number keep their readings.
    ['We are at 911 Main Street.', 'We are at nine hundred eleven Main Street.'],
    ['It costs $911.', 'It costs nine hundred eleven dollars.'],
    ['We have 411 reviews.', 'We have four hundred eleven reviews.'],
  ])('%s', (script, spoken) => expect(speakText(script)).toBe(spoken));
});
