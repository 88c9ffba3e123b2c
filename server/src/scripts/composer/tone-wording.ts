import type { Tone } from '#common/constants.js';

/**
 * How each tone opens, reassures, and signs off (record 054). Every message type draws its
 * greeting and goodbye from here, so a tone sounds the same across types.
 */
export interface ToneWording {
  welcome: readonly string[];
  appreciate: readonly string[];
  /** Asks the caller to stay on the line: on-hold, promotions, attendant. */
  holdOn: readonly string[];
  holdGoodbye: readonly string[];
  /** Signs off when nobody can answer now: voicemail, after-hours, holiday. */
  laterGoodbye: readonly string[];
}

export const TONE_WORDING: Record<Tone, ToneWording> = {
  friendly: {
    welcome: [
      'Hi there, and thanks for calling {company}!',
      'Thanks so much for calling {company}!',
      "Hello, and thanks for calling {company}. It's great to hear from you.",
      'Thanks for calling {company}!',
      'Hi there, and welcome to {company}!',
    ],
    appreciate: ['We really appreciate you choosing us.', "We're so happy you reached out today."],
    holdOn: [
      'Stay with us, and one of our team will be right with you.',
      "Hang on just a moment, and we'll be with you as soon as we can.",
      "We'll be with you shortly, so please stay on the line.",
    ],
    holdGoodbye: [
      "Thanks for your patience. We can't wait to help you!",
      "We're glad you called, and we'll talk with you in just a moment.",
    ],
    laterGoodbye: [
      'Thanks for calling, and talk to you soon!',
      "Have a great day, and we'll catch up with you soon!",
      'We look forward to chatting with you soon. Take care!',
    ],
  },
  professional: {
    welcome: [
      'Thank you for calling {company}.',
      'Welcome to {company}, and thank you for your call.',
      'Good day, and thank you for contacting {company}.',
      'Thank you for choosing {company}.',
    ],
    appreciate: ['Your call is important to us.', 'We value your time and your business.'],
    holdOn: [
      'Please remain on the line, and the next available representative will assist you.',
      'Your call will be answered by the next available member of our team.',
      'Please hold, and a specialist will be with you shortly.',
    ],
    holdGoodbye: [
      'Thank you for your patience. We look forward to assisting you.',
      'We appreciate your business and will be with you momentarily.',
    ],
    laterGoodbye: [
      'Thank you for calling. We look forward to speaking with you.',
      'We appreciate your call and will be in touch soon.',
      'Thank you, and have a good day.',
    ],
  },
  warm: {
    welcome: [
      'Hello, and thank you so much for calling {company}.',
      "Welcome to {company}. We're so glad you called.",
      'Hello, and a warm welcome to {company}.',
      'Hello, and welcome to {company}.',
    ],
    appreciate: ['Every caller matters to us, and that includes you.', "We're grateful for the trust you place in us."],
    holdOn: [
      'Please stay with us, and someone will be with you very soon.',
      'A friendly member of our team will be with you shortly.',
      "We'll be with you in just a moment, so please stay on the line.",
    ],
    holdGoodbye: [
      "Thank you for waiting with us. We'll be right with you.",
      'It means a lot that you called, and we look forward to speaking with you.',
    ],
    laterGoodbye: [
      'Thank you so much for calling. Take care until we speak again.',
      'We truly appreciate your call, and we look forward to speaking with you soon.',
      'Wishing you a lovely day, and thank you for thinking of us.',
    ],
  },
  energetic: {
    welcome: [
      'Hello, and thanks for calling {company}!',
      "Welcome to {company}! We're thrilled you called.",
      'Hey there, thanks for calling {company}!',
      'Welcome to {company}!',
    ],
    appreciate: ['We love hearing from our customers!', "You called the right place, and we're excited to help!"],
    holdOn: [
      "Stick with us, and we'll be with you in no time!",
      'Stay on the line, because our team is getting ready to help you!',
      "Hang tight, and we'll be right with you!",
    ],
    holdGoodbye: [
      'Thanks for your patience, and get ready for a great conversation!',
      "We can't wait to talk with you, so stay tuned!",
    ],
    laterGoodbye: [
      'Thanks for calling, and have an awesome day!',
      "We can't wait to talk with you soon!",
      'Thanks again, and talk to you soon!',
    ],
  },
  calm: {
    welcome: [
      'Hello, and thank you for calling {company}.',
      'Welcome to {company}. Thank you for your call.',
      "Thank you for calling {company}. We're glad you're here.",
      'Welcome, and thank you for calling {company}.',
      "Hello, you've reached {company}.",
    ],
    appreciate: [
      "Your call is important to us, and we're here to help.",
      "We value your time, and we'll give your call our full attention.",
    ],
    holdOn: [
      "Please relax and stay on the line. We'll be with you shortly.",
      'Take a moment, and someone will be with you soon.',
      "There's no need to call back. Please stay on the line, and we'll answer shortly.",
    ],
    holdGoodbye: [
      "Thank you for your patience. We'll be with you soon.",
      "We appreciate your call, and we'll speak with you in a moment.",
    ],
    laterGoodbye: [
      "Thank you for calling. We'll speak with you soon.",
      'Take care, and thank you for your patience.',
      'We appreciate your call. Have a peaceful day.',
    ],
  },
};
