import type { Industry, MessageType } from './constants.js';

/** The three sample messages of the 'Listen to Sample Messages' dialog (spec §2, §3). */
export interface SampleMessage {
  id: string;
  /** The dialog's tab label. */
  title: string;
  industry: Industry;
  description: string;
  /** Static path of the sample's audio. */
  audioFile: string;
  /** Displayed duration, m:ss. */
  duration: string;
  messageType: MessageType;
  companyName: string;
  keyPoints: string[];
}

export const SAMPLE_MESSAGES: readonly SampleMessage[] = [
  {
    id: 'medical-practice',
    title: 'Medical Practice',
    industry: 'healthcare',
    description:
      'A calm on-hold message for a family medical practice: appointments, prescriptions and patient portal.',
    audioFile: '/static/samples/medical-practice.mp3',
    duration: '1:45',
    messageType: 'on-hold',
    companyName: 'Riverside Family Health',
    keyPoints: ['Same-day appointments', 'Prescription refills online', 'Patient portal'],
  },
  {
    id: 'tech-company',
    title: 'Tech Company',
    industry: 'technology',
    description: 'An upbeat on-hold message for a software company: support hours, knowledge base and new features.',
    audioFile: '/static/samples/tech-company.mp3',
    duration: '1:30',
    messageType: 'on-hold',
    companyName: 'Brightline Software',
    keyPoints: ['24/7 support portal', 'Knowledge base', 'New release features'],
  },
  {
    id: 'restaurant',
    title: 'Restaurant',
    industry: 'hospitality',
    description: 'A warm after-hours message for a restaurant: opening hours, reservations and private dining.',
    audioFile: '/static/samples/restaurant.mp3',
    duration: '1:20',
    messageType: 'after-hours',
    companyName: 'The Olive Table',
    keyPoints: ['Opening hours', 'Online reservations', 'Private dining'],
  },
];

/** GET /api/sample-messages: each sample with whether its audio exists yet. */
export interface SampleMessageWithAvailability extends SampleMessage {
  audioAvailable: boolean;
}
