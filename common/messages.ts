import { signedOutMessages } from './signed-out-messages.js';

/**
 * Every user-facing message of the product, in the specification's words (spec §5, §8).
 * Client and server import from here so the same sentence is never written twice. The areas the
 * signed-out screens show (`generic`, `login`, `verify`) are written in signed-out-messages.ts
 * and included here (record 119).
 */
export const messages = {
  ...signedOutMessages,
  admin: {
    credentialsRequired: 'Username and password are required',
    loginFailed: 'Login failed',
    invalidCredentials: 'Invalid username or password',
    loginSuccess: 'Login successful',
    lockedOut: 'Too many failed login attempts. Please try again in 15 minutes.',
    /** The account's hourly allowance is used up (record 114); a browser that signed in before still may. */
    accountUnderAttack:
      'Too many failed login attempts on this account. Please sign in from a browser you have used here before, or try again in an hour.',
    authRequiredTitle: 'Authentication Required',
    authRequired: 'You must be logged in to upload music tracks.',
  },
  business: {
    companyNameRequired: 'Company name is required',
    industryRequired: 'Please select an industry',
    customSectorRequired: 'Please provide a custom sector',
    industryOrSectorRequired: 'Please select an industry or enter a custom sector',
    industryUnknown: 'Please select an industry from the list.',
    companyNameNoLetters: 'Company name must include letters or numbers',
    websiteInvalid: 'Website must be a web address, like brightsmile.com',
    timeZoneUnknown: 'Please choose your business time zone from the list, like Europe/London.',
  },
  /** Every text field with a length limit (record 094); `{field}`, `{max}` and `{count}` are filled by formatMessage. */
  fields: {
    tooLong: '{field} must be {max} characters or fewer',
    characterCount: '{count} of {max} characters',
    tooManyPromotions: 'Please list {max} promotions or fewer',
  },
  /** Music library and admin uploads (spec §5, §6, §8). */
  music: {
    loadFailed: 'Failed to load music tracks',
    uploadFailed: 'Upload failed',
    uploadSuccess: 'Upload successful',
    noFileSelected: 'No file selected',
    invalidFileTypeTitle: 'Invalid file type',
    invalidFileType: 'Please upload an MP3 file.',
    missingInformation: 'Missing information',
    missingInformationDetail: 'Please enter a track ID and a name.',
    invalidIdFormat: 'Invalid ID format',
    invalidIdFormatDetail: 'Use only lowercase letters, numbers and hyphens.',
    fileTooLargeTitle: 'File too large',
    fileTooLarge: 'Please upload an MP3 file smaller than 25MB.',
    /** The upload's length limit (MUSIC_MAX_SECONDS), shown under 'Upload failed'. */
    tooLong: 'Please upload a track of 10 minutes or less. Hold music usually runs 1 to 5 minutes and repeats.',
    idTaken: 'A track with this ID already exists. Please choose another ID.',
    notFound: 'Music track not found',
    builtInNotDeletable: 'Built-in tracks cannot be deleted.',
    deleted: 'Track deleted',
    deleteFailed: 'Delete failed',
    /** Admin screen wording; `{name}` slots are filled by formatMessage. */
    availableDescription: '"{name}" is now available as background music.',
    deletedDescription: '"{name}" was removed from the music library.',
    playFailedTitle: 'Audio Play Error',
    playFailed: 'Could not play {name}. The file may be corrupted or in an unsupported format.',
    phoneLineWarningTitle: 'Mostly lost on a phone line',
    phoneLineWarning:
      '"{name}" loses {loss} dB on a phone line: about {percent}% of what listeners hear in it is below 300 Hz or ' +
      'above 3400 Hz, which phone lines do not carry. The mixer takes its bass down for the line, but a track ' +
      'mastered for the telephone band will sound fuller to callers.',
    /** The warning when the line leaves nothing of a track (its loss is infinite). */
    phoneLineSilent:
      '"{name}" is not heard on a phone line at all: everything in it is below 300 Hz or above 3400 Hz, which ' +
      'phone lines do not carry. A track mastered for the telephone band will be heard by callers.',
    /** A track held for the admin's confirmation because of that warning (record 106). */
    heldDescription:
      '"{name}" is held: callers would hear little of it, so nobody can choose it until you publish it. ' +
      'Listen to it in the track list, then publish it anyway or delete it.',
    holdsExplained: 'A track that phone lines would mostly lose waits for you to publish it.',
    heldBadge: 'Held',
    heldNotice: 'Not offered to users until you publish it.',
    publishAnyway: 'Publish anyway',
    publishAnywayLabel: 'Publish anyway: {name}',
    publishing: 'Publishing...',
    published: 'Track published',
    publishFailed: 'Publish failed',
  },
  samples: {
    notAvailable: 'This sample is not available yet.',
  },
  /** The wizard frame's processing overlay (spec §2). */
  wizard: {
    processingTitle: 'Processing your request...',
    processingDescription: 'This may take a few moments',
    skipToResults: 'Skip to Results',
    /** Beside the disabled 'Skip to Results' until there is audio to skip to (spec §2: it only moves on then). */
    skipWaitReason: 'Your message is still being made',
  },
  /** Step 3 and the script routes (spec §5, §8). */
  scripts: {
    generationInputRequired: 'Company name and industry/sector are required to generate a script.',
    generationFailedTitle: 'Generation Failed',
    generationFailed: 'There was an error generating your script. Please try again.',
    generatedTitle: 'Script Generated',
    generated: 'Your script is ready. Edit it as you like, then save or preview it.',
    /** The LLM could not answer, so the offline composer wrote the script (record 054). */
    llmFallback: 'The AI writing service did not answer in time, so the built-in script writer wrote this script.',
    saveFailedTitle: 'Save Failed',
    saveFailed: 'Failed to save script. Please try again.',
    savedTitle: 'Script Saved',
    saved: 'Find it under Saved Scripts for the rest of today.',
    contentRequired: 'Please write or generate a script before saving.',
    contentTooLong: 'The script is too long. Please shorten it to 5,000 characters or fewer.',
    invalidMessageType: 'Please choose a message type.',
    /** The daily cap on saved scripts (SAVED_SCRIPTS_PER_DAY, record 115). */
    tooManySaved:
      'You have saved {limit} scripts in the last 24 hours, the most allowed. Please try again in {hours} hours, or reuse a saved script.',
    deleteFailedTitle: 'Delete Failed',
    deleteFailed: 'Failed to delete the script. Please try again.',
    deletedTitle: 'Script Deleted',
    deleted: 'The script was removed from your saved scripts.',
    scriptNotFound: 'That script was not found.',
    selectionFailedTitle: 'Selection Failed',
    selectionFailed: 'Failed to load the selected script.',
    noScriptTitle: 'No Script Available',
    noScript: 'Please generate a script first before previewing the voice',
    previewFailedTitle: 'Voice Preview Failed',
    previewServerError: 'Server error: {status}',
    previewTimeout: 'Request timed out - please try again',
    previewNoUrl: 'No audio URL received from server',
    /** A saved script's Preview Audio (spec §8 'Preview Failed'). */
    savedPreviewFailedTitle: 'Preview Failed',
    savedPreviewFailed: 'Could not generate audio preview. Please try again.',
    audioErrorTitle: 'Audio Error',
    audioError: 'Could not play the generated audio file.',
  },
  /** Step 4's mix and the final file (spec §7 mix-audio, §8; record 056). */
  mix: {
    failedTitle: 'Audio Mixing Failed',
    failed: 'Failed to mix audio. Please try again.',
    mixedTitle: 'Audio Mixed',
    voiceRequired: 'Please create the voice recording before mixing.',
    voiceNotFound: 'That voice recording was not found. It may have expired: please create the voice again.',
    trackRequired: 'Please choose a music track, or No Music.',
    trackNotFound: 'That music track was not found. Please choose another track.',
    volumeInvalid: 'Music volume must be a number from 0 to 100.',
    expired: 'This audio file has expired: final files are kept for 24 hours. Please mix the message again.',
    previewFailed: 'Could not make the preview. Please try again.',
  },
  /** Save to Library, the Library page and the phone-system exports (record 056). */
  library: {
    audioRequired: 'Please create the final message before saving it.',
    titleTooLong: 'Please keep the title to 120 characters or fewer.',
    titleRequired: 'Please give the message a name.',
    notFound: 'That message was not found. It may have expired: please mix it again.',
    notMix: 'Only a final mixed message can be saved or exported.',
    itemNotFound: 'That saved message was not found.',
    savedTitle: 'Saved to Library',
    saved: 'Find it on the Library page. It is kept until you delete it.',
    saveFailedTitle: 'Save Failed',
    saveFailed: 'Failed to save the message to the Library. Please try again.',
    /** The Library's size cap per user (LIBRARY_MAX_MB, record 115). */
    full: 'Your Library is full: it can hold {limit} MB of messages and holds {used} MB. Please delete messages you no longer need, then save again.',
    trackMissingTitle: 'Music no longer available',
    trackMissing:
      'The music this message was made with has been removed from the studio, so it comes back with no music. Choose a track on step 4, Music.',
    openFailedTitle: 'Could not open the message',
    openFailed: 'The saved message could not be opened. Please try again.',
    noRecipe:
      'Saved before the Library kept how messages are made, so it cannot be opened in the studio. It still plays, downloads and installs.',
    replaceDraftTitle: 'Replace the message in the studio?',
    replaceDraft: 'The studio holds a message that is not in your Library. Opening “{title}” replaces it.',
    replaceDraftConfirm: 'Open and replace',
    renamed: 'Renamed',
    renamedDescription: 'The message has its new name in your Library.',
    replacedTitle: 'Message Replaced',
    replaced: 'The saved message now plays your new version. Its name stays the same.',
    duplicatedTitle: 'Message Duplicated',
    duplicated: 'A copy is in your Library: open it in the studio to make your next message from it.',
    deletedTitle: 'Message Deleted',
    deleted: 'The message was removed from your Library.',
    deleteFailedTitle: 'Delete Failed',
    deleteFailed: 'Failed to delete the message. Please try again.',
    unknownFormat:
      'Unknown export format. Choose wav-pcm-8k, wav-ulaw-8k, mp3-teams, wav-pcm-16k, g722, preview-landline, preview-mobile or preview-wideband.',
    exportFailed: 'The file could not be converted. Please try again.',
    downloadFailedTitle: 'Download Failed',
    downloadFailed: 'The file could not be downloaded. Please try again.',
  },
  /** The Library's Phone links section (issue 26, record 110): its toasts, marks and confirmations. */
  phoneLinkScreens: {
    createdTitle: 'Phone link made',
    created: 'Copy its address into your phone system. It plays “{title}” until you add rules.',
    createFailedTitle: 'Phone link not made',
    createFailed: 'The phone link could not be made. Please try again.',
    savedTitle: 'Phone link saved',
    saved: 'Phone systems fetching it get the change within 5 minutes.',
    saveFailedTitle: 'Phone link not saved',
    saveFailed: 'The phone link could not be saved. Please try again.',
    turnedOn: 'The phone link answers again.',
    turnedOff: 'The phone link is off: phone systems fetching it get nothing until you turn it on.',
    newAddressTitle: 'New address made',
    newAddress: 'The old address no longer answers. Put the new one in your phone system.',
    newAddressConfirmTitle: 'Give this link a new address?',
    newAddressConfirm:
      'The old address stops working at once: a phone system still using it will play nothing until you give it the new one.',
    deletedTitle: 'Phone link deleted',
    deleted: 'Its address no longer answers.',
    deleteConfirmTitle: 'Delete this phone link?',
    deleteConfirm:
      'Its address stops working at once, and a phone system using it will play nothing. Your saved messages are kept.',
    failedTitle: 'Phone link not changed',
    failed: 'The phone link could not be changed. Please try again.',
    copiedTitle: 'Address copied',
    copied: 'Paste it into your phone system.',
    copyFailed: 'Copying was refused by the browser: the address is selected, so press Ctrl+C (⌘C on a Mac).',
    brokenRule: 'This message was deleted: the default plays instead.',
    noDefault: 'The default message was deleted: choose another, or the link plays nothing.',
    live: 'Live on a phone link',
    deleteLiveDefault:
      'It is the default of your phone link, which will have nothing to play until you choose another default.',
    deleteLiveRule: 'It plays on your phone link by a rule: the link’s default will play instead.',
    rulesOrder: 'The first rule that matches plays; otherwise the default.',
    checkInvalid: 'Please choose a date and a time.',
    notMadeYet: 'not made yet',
    notMadeHint: 'A programme plays once it is made: make it on the Programmes page to choose it here.',
    outOfDate:
      '“{title}” has changed since it was made: the link plays the file made before. Make it again on the Programmes page so callers hear the change.',
    brokenProgrammeRule: 'This programme was deleted: the default plays instead.',
    nowPlays: 'Phone link {number} now plays {playing}.',
    /** A menu's own link (issue 47): made from the menu's page, answering with the menu alone. */
    menuLinkCreated: 'Put its TwiML address on your Twilio number: callers hear “{name}”.',
    menuAnswers: 'A call to the TwiML address hears the phone menu “{name}”: {when}.',
    menuAnswersByHours: 'its greeting and keys in its opening hours, its after-hours prompt outside them',
    menuAnswersAlways: 'its greeting and keys at any hour',
    menuAnswersClosures: ', and its holiday prompt on its closure days',
    menuDecides:
      'The menu’s hours and closures decide what a call hears. This link’s rules only choose what its MP3 and WAV addresses play.',
    twimlMenuHint: 'For Twilio: answers calls with the phone menu.',
    menuOnlyAudio:
      'This link has no message of its own: its MP3 and WAV addresses play nothing. Use the TwiML address.',
    /** Twilio's console, as its documentation names the settings: where the TwiML address goes. */
    twilioSteps: [
      'In the Twilio Console, open Phone Numbers › Manage › Active numbers, and choose your number.',
      'Under Voice Configuration, set “A call comes in” to Webhook.',
      'Paste the TwiML address as the URL, and choose HTTP POST.',
      'Press Save configuration, then call the number to hear it.',
    ],
  },
  /** Phone links and their schedules (issue 26, record 110). */
  phoneLinks: {
    dateInvalid: 'Please enter a date as year-month-day, like 2026-12-24.',
    timeInvalid: 'Please enter a time as hours and minutes, like 09:00.',
    daysRequired: 'Please choose at least one day of the week.',
    hoursOrder: 'The closing time must be after the opening time.',
    datesOrder: 'The last day must be on or after the first.',
    tooManyRules: 'A link can have at most 20 rules.',
    momentInvalid: 'Please give a date and time, like 2026-12-24T09:00:00Z.',
    notFound: 'That phone link was not found.',
    itemNotFound: 'That saved message was not found. Choose one from your Library.',
    /** Issue 40: a link plays a programme's last render. */
    targetRequired: 'Please choose a saved message or a programme.',
    programmeNotFound: 'That programme was not found. Choose one from your Programmes.',
    programmeNotMade: 'This programme has not been made yet. Make it on the Programmes page, then choose it.',
  },
  /** Phone menus (issue 38): a whole call flow, every prompt in one voice. */
  phoneMenus: {
    nameRequired: 'Please give the menu a name.',
    nameTooLong: 'A menu name can be at most 80 characters.',
    prefixInvalid:
      'A prompt name prefix starts with a letter and uses only lower-case letters, digits and underscores, at most 40 characters.',
    labelRequired: 'Please say what each option is for, like "sales" or "billing".',
    labelTooLong: 'An option can be at most 80 characters.',
    optionsRequired: 'A menu needs at least one option.',
    tooManyOptions: 'A menu can have at most 9 options. Callers forget the first before they hear the last.',
    keyTwice: 'Each key can be used once in a menu.',
    keyInvalid: 'Please choose a key from 0 to 9, * or #.',
    numberInvalid: 'Please enter the number to connect in international form, like +15551234567.',
    tooDeep: 'A menu can go at most three levels deep: the main menu, its sub-menus and theirs.',
    tooManyPrompts: 'A menu can have at most 40 prompts. Remove some options or sub-menus.',
    /** A two-language menu (record 146): each prompt is a file in each language, so both count. */
    tooManyPromptsBilingual:
      'A menu can have at most 40 prompts, and a menu in two languages counts each prompt once in each. Remove some options or sub-menus.',
    tooLong: 'All the prompts of a menu together can run at most 10 minutes. Shorten some of them.',
    /** A two-language menu's option without its label in the other language ("ventas" for "sales"). */
    otherLabelRequired:
      'Please give every option its label in {language} too, as callers of the {language} menu hear it.',
    /** The key the greeting offers the other language on is an option of the main menu too. */
    offerKeyTaken: 'Key {key} offers {language} after the greeting, so no option of the main menu can use it.',
    /** A language's prompts given a voice of the other language. */
    voiceLanguage: 'The {language} prompts need a {language} voice. Please choose one of the {language} voices.',
    tooManyMenus: 'You can keep at most 20 phone menus. Delete one you no longer use.',
    promptTextRequired: 'A prompt needs some words. Turn it off instead if it should not play.',
    unknownPrompt: 'That prompt is not part of this menu.',
    /** A prompt (by its name) whose words the voice finds nothing to read aloud in. */
    promptNothingToSay:
      'The prompt {name} has no words the voice can read aloud. Please write it in words, or turn it off.',
    /** An information option the composer cannot word without inventing facts (issue 38): saving is allowed, making is not. */
    infoNeedsWords:
      'Please write what callers hear after choosing "{label}". The studio cannot know it without making it up.',
    /** infoNeedsWords for the other language of a two-language menu, by the option's label in the menu's language. */
    infoNeedsOtherWords:
      'Please write what callers hear in {language} after choosing "{label}". The studio cannot know it without making it up.',
    notFound: 'That phone menu was not found.',
    notMade: 'This menu has not been made yet. Make it first.',
    changedSinceMade: 'This menu has changed since it was made. Make it again, then download its pack.',
    renderFailed: 'The menu could not be made. Please try again.',
    voicemailNotFound: 'That voicemail was not found.',
    /** Said by Twilio's own voice (`<Say>`) on a live menu: no prompt of the menu says them (record 141). */
    callGoodbye: 'Thank you for calling. Goodbye.',
    voicemailThanks: 'Thank you. Your message has been recorded. Goodbye.',
    /** The same two lines to a caller who chose Spanish on a two-language menu, said by `<Say language="es-US">` (record 146). */
    callGoodbyeSpanish: 'Gracias por llamar. Adiós.',
    voicemailThanksSpanish: 'Gracias. Su mensaje quedó grabado. Adiós.',
    /** A TwiML request whose X-Twilio-Signature is wrong or missing while TWILIO_AUTH_TOKEN is set (403). */
    notFromTwilio: 'This request was not signed by Twilio.',
  },
  /** The Phone menus page's own words (issue 38, record 142). */
  phoneMenuScreens: {
    loadFailed: 'Your phone menus could not be loaded.',
    createdTitle: 'Phone menu saved',
    created: 'Make it to hear each prompt in its voice.',
    savedTitle: 'Phone menu saved',
    saved: 'Make it again so the changed prompts are spoken: the others keep their files.',
    saveFailedTitle: 'Phone menu not saved',
    saveFailed: 'The phone menu could not be saved. Please try again.',
    fixFields: 'Please correct the fields marked in red, then save again.',
    madeTitle: 'Phone menu made',
    made: 'Every prompt of “{name}” is ready to hear and download.',
    makeFailedTitle: 'Phone menu not made',
    stoppedTitle: 'Making stopped',
    stopped: 'Nothing was changed: the prompts made before are kept.',
    saveBeforeMake: 'Save your changes first: a menu is made from what is saved.',
    deletedTitle: 'Phone menu deleted',
    deleted: 'Its prompts and voicemails are deleted. Phone links that answered with it play their message again.',
    deleteConfirmTitle: 'Delete this phone menu?',
    deleteConfirm:
      'Its prompts and voicemails are deleted, and a phone link that answers with it goes back to playing its message.',
    deleteFailedTitle: 'Phone menu not deleted',
    deleteFailed: 'The phone menu could not be deleted. Please try again.',
    notMade: 'Not made yet',
    changed: 'Changed since the last make',
    unsaved: 'Changed, not saved',
    turnedOff: 'Off: never plays',
    voicemailDeletedTitle: 'Voicemail deleted',
    voicemailDeleted: 'The recording is deleted.',
    voicemailDeleteFailedTitle: 'Voicemail not deleted',
    voicemailDeleteFailed: 'The voicemail could not be deleted. Please try again.',
    voicemailDeleteConfirmTitle: 'Delete this voicemail?',
    voicemailDeleteConfirm: 'The recording is deleted for good.',
    voicemailsLoadFailed: 'The voicemails could not be loaded.',
    /** A phone link playing an auto-attendant message (issue 38): its keys do nothing on the line. */
    keysDoNothing:
      '“{title}” tells callers which key to press, but a phone link only plays it: a caller who presses a key hears the message again.',
    makeItAMenu: 'Make it a phone menu',
    recipeMissing:
      'This message was saved before the studio kept how messages are made, so its keys are not known: the menu starts with two options to fill in.',
    linkMenuHint:
      'On the TwiML address, Twilio callers hear the menu and each key leads where it says. The MP3 and WAV addresses still play the message.',
    linkMenuNotMade: 'A menu answers once it is made: make it on the Phone menus page to choose it here.',
    linkMenuSaved: 'Callers to the TwiML address now hear “{name}”.',
    linkMenuRemoved: 'The TwiML address plays the link’s message again.',
  },
  /** On-hold programmes (issue 25): several Library items over one music bed. */
  programmes: {
    titleRequired: 'Please give the programme a name.',
    itemsRequired: 'Add at least one message from your Library.',
    tooManyItems: 'A programme can have at most 20 messages.',
    tooLong: 'A programme can run at most 10 minutes. Remove a message or shorten the music between messages.',
    gapRange: 'The music between messages must be 5 to 30 seconds.',
    unknownSystem: 'Please choose a phone system from the list.',
    musicRequired: 'A programme plays music between its messages. Please choose a music track.',
    itemNotFound: 'That saved message was not found. Choose one from your Library.',
    itemWithoutRecipe:
      'This message was saved before the studio kept how messages are made, so it cannot be placed in a programme. Make it again and save it.',
    itemDeleted: 'This message was deleted from your Library. Remove it from the programme.',
    notFound: 'That programme was not found.',
    notRendered: 'This programme has not been made yet. Make it first.',
    renderFailed: 'The programme could not be made. Please try again.',
  },
  /** The Programmes page's own words (issue 25). */
  programmeScreens: {
    savedTitle: 'Programme saved',
    saved: 'Make it to hear the change: the file you have is the one made before.',
    saveFailedTitle: 'Programme not saved',
    saveFailed: 'The programme could not be saved. Please try again.',
    madeTitle: 'Programme made',
    made: '“{title}” is ready to play and download.',
    makeFailedTitle: 'Programme not made',
    stoppedTitle: 'Making stopped',
    stopped: 'The programme was not made again. The file made before is kept.',
    deletedTitle: 'Programme deleted',
    deleted: 'Its file is deleted. The messages stay in your Library.',
    deleteConfirmTitle: 'Delete this programme?',
    deleteConfirm:
      'Its file is deleted and phone systems given it will need another. The messages stay in your Library.',
    deleteFailedTitle: 'Programme not deleted',
    deleteFailed: 'The programme could not be deleted. Please try again.',
    outOfDate: 'A message in it has changed since it was made: make it again so callers hear the change.',
    unsaved: 'You have changes that are not saved.',
    moved: '{title} moved to position {position} of {count}.',
    someWithoutRecipe:
      'Messages saved before the studio kept how messages are made are not listed: make one again and save it to use it here.',
  },
  /** The suggested programme (issue 25, record 118): written from the business profile, edited, then made. */
  programmeSuggestion: {
    profileRequired:
      'A programme is suggested from your business details. Please fill in step 1 (Business Info) and continue, then try again.',
    keysRepeat: 'Each message of the programme needs its own key.',
    orderUnknown: 'The playing order names a message that is not in the programme.',
    failed: 'The messages could not be made. Please try again.',
    button: 'Suggest a programme',
    loading: 'Writing your programme…',
    dialogTitle: 'A suggested programme',
    dialogDescription:
      'Each message was written from your business details. Edit any script, remove what you do not want, then make the programme: each message is saved to your Library, and the programme is made of them, ready to play.',
    detailsTitle: 'Hours and offers (optional)',
    detailsHint: 'Add them to have a message about each written in.',
    /** Asked before the hours and offers are kept (issue 40): unticked until the user agrees. */
    keepLabel: 'Keep these in my business profile',
    keepHint: 'New messages then start with them in step 3. Nothing is kept unless you tick this.',
    kept: 'Kept in your business profile.',
    /** A part the playing order leaves out once what was between it and its like is removed (issue 40). */
    notPlayed: 'Not played now: it would follow the other thank-you. It is not made.',
    hoursLabel: 'Business hours',
    offersLabel: 'Current offers, one per line',
    rewrite: 'Write again with these',
    titleLabel: 'Programme name',
    scriptLabel: 'Script',
    remove: 'Remove',
    order: 'Playing order',
    voiceLabel: 'Voice',
    trackLabel: 'Music',
    /** One action makes the messages and the programme's file (issue 47, record 156). */
    make: 'Make the programme',
    /** The job's stage as it goes (record 156): "Message 3 of 7: speaking…", then the programme. */
    stages: {
      speaking: 'Message {item} of {of}: speaking…',
      mixing: 'Message {item} of {of}: mixing with the music…',
      rendering: 'Making the programme: {percent}%',
    },
    /** The progress bar's name while the messages and the programme are made. */
    makingLabel: 'Making the programme',
    cancel: 'Cancel',
    /** A programme in both languages, or in Spanish (record 147): "Welcome (Spanish)". */
    inLanguage: '{part} ({language})',
    /** Asked in the dialog (record 147); on by default when the business profile is bilingual. */
    bilingualLabel: 'English and Spanish',
    bilingualHint:
      'Each message is written in both languages and the programme plays them in turn, so callers of either language hear one every other message.',
    /** "English voice", "Spanish voice": each language's voice list. */
    voiceInLanguage: '{language} voice',
    voiceMissing: 'Please choose a {language} voice for the messages in {language}.',
    voiceWrongLanguage: 'The voice for the messages in {language} must be a {language} voice.',
    voicesSameLanguage:
      'The second voice is for the messages in the other language: please choose a voice of that language.',
    /** "Bright Smile – Welcome": a suggested message's Library title. */
    itemTitle: '{company} – {part}',
    programmeTitle: '{company} on hold',
    /** The second thank-you, in words of its own (issue 40): "Thank you for holding (2)". */
    partAgain: '{part} ({n})',
    parts: {
      welcome: 'Welcome',
      services: 'What we offer',
      team: 'Our team',
      hours: 'Opening hours',
      website: 'Our website',
      promotion: 'Offers',
      thanks: 'Thank you for holding',
    },
  },
  /** Steps 4 and 5: the head start, generation, the final player and the download (spec §4, §8; record 050, record 056). */
  generation: {
    scriptFailedTitle: 'Script Generation Failed',
    scriptFailed: 'Failed to generate script. Please try again.',
    scriptGenerated: 'A script was written for your message, and your voice recording is being prepared from it.',
    voiceFailedTitle: 'Voice Synthesis Failed',
    voiceFailed: 'Failed to synthesize voice. Please try again.',
    voiceSynthesizedTitle: 'Voice Synthesized',
    voiceSynthesized: 'Your voice recording is ready.',
    mixed: 'Your message is mixed and ready to play and download.',
    stillWorking: 'Your audio is still being prepared. It appears here as soon as it is ready.',
    noAudio: 'The audio could not be created.',
    playErrorTitle: 'Audio Play Error',
    playError: 'Could not play the audio. The file may be corrupted or in an unsupported format.',
    downloadCompleteTitle: 'Download Complete',
    downloadComplete: 'Your MP3 file has been saved as {filename}.',
    downloadFailedTitle: 'Download Failed',
    downloadFailed: 'There was a problem downloading your audio file.',
  },
  /** Per-user limits on audio work and the operator's studio allowance (decisions 030). `{slots}` filled by formatMessage. */
  quotas: {
    hourly: 'You have made {limit} {what} in the last hour, the most allowed. Please try again in {minutes} minutes.',
    busy: 'You already have {limit} audio tasks running. Please wait for one to finish, then try again.',
    studioUser:
      'You have used your share of {service} studio voices for this hour. Please try again in {minutes} minutes, or use the offline voice.',
    studioOperator:
      "This studio's {service} allowance for this hour is used up. Please try again in {minutes} minutes, or use the offline voice.",
    what: {
      synthesis: 'voice recordings',
      mix: 'mixes',
      preview: 'voice previews',
      clone: 'voice sample uploads',
    },
  },
  /** Audio playback refused by the browser's autoplay rules (spec §8). */
  audio: {
    needsInteractionTitle: 'Audio Requires User Interaction',
    needsInteraction: 'Click the play button to start audio playback.',
  },
  /** Voices, previews and cloning (spec §5, §8; record 053). `{name}`-style slots are filled by formatMessage. */
  voice: {
    scriptRequired: 'Script content is required to synthesize voice.',
    /** A script the voice finds no word to say in (only symbols or letters of another alphabet). */
    nothingToSay: 'The voice found nothing it can read aloud in this script. Please write it in words.',
    voiceRequired: 'Please select a voice',
    /** A message's language and its voice's must agree (issue 39, record 144): never Spanish in an English voice. */
    spanishVoiceRequired: 'This message is in Spanish: please choose one of the Spanish voices.',
    englishVoiceRequired: 'This message is in English: please choose one of the English voices.',
    secondLanguageSame: 'The second part of a bilingual message must be in the other language.',
    /** No engine on this server speaks Spanish (no neural voice, no Pico, no studio key). */
    noSpanishVoice:
      'No voice on this server can speak Spanish right now. Please try again later, or make the message in English.',
    /** Step 3 makes only an offline voice ahead (record 129); the client says nothing and asks at step 4. */
    studioNotMadeAhead: 'A studio voice is made when you ask for it, not ahead.',
    invalidFileTypeTitle: 'Invalid file type',
    invalidFileType: 'Please upload an audio file (MP3, WAV, etc.)',
    fileTooLargeTitle: 'File too large',
    fileTooLarge: 'Please upload an audio file smaller than 10MB',
    fileRequired: 'Please choose an audio file to upload.',
    consentRequired: "Please confirm that you have the speaker's consent to clone this voice.",
    customVoiceNotFound: 'That custom voice was not found. Please upload the sample again.',
    cloneFailedTitle: 'Voice cloning failed',
    cloneFailedDefault: 'Unknown error occurred',
    clonedTitle: 'Voice cloned successfully',
    clonedDescription: 'Your voice {voiceName} is ready to use',
    matchedTitle: 'Voice matched',
    matchedDescription: 'Your voice {voiceName} is matched to the closest offline voice and ready to use',
    previewNotAvailableTitle: 'Voice preview not available',
    previewNotAvailable: 'Could not play voice preview for {name}. Please check if the file exists.',
    /** A Murf card without its key is not a choice (issue 47): the Offline voice card is what speaks. */
    murfKeyMissingNote: 'Needs a Murf API key — add one for its studio voices',
    offlineElevenLabsNote: 'Offline voice — add an ElevenLabs API key for studio voices and cloning',
    liveOpenAiNote: 'Neural voices from your OpenAI-compatible speech service',
    studioAuth: '{service} did not accept the API key. Check the key, or try again with the offline voice.',
    studioQuota:
      '{service} says the account has used up its quota. Try again with the offline voice, or top up the account.',
    studioUnavailable: '{service} is not answering right now. Please try again, or use the offline voice.',
    studioTimeout: '{service} took too long to answer. Please try again, or use the offline voice.',
    studioRejected: '{service} could not process this request: {detail}',
    synthesisFailed: 'The offline voice could not read this script. Please try again.',
    scriptTooLong: 'The script is too long. Please shorten it to 5,000 characters or fewer.',
    audioTooLong:
      'This script would make about {minutes} minutes of audio. A message can be at most 10 minutes long: please shorten the script.',
    sampleNoSpeech:
      'The sample holds only about {seconds} seconds of speech. Please upload a recording of someone speaking for at least 10 seconds; 10 to 30 seconds works best.',
    audioServiceDown:
      'Audio processing is not working on our side right now, so your file could not be checked. Your file is not the problem: please try again later.',
    sampleNotSpeech:
      'This recording does not sound like someone speaking: tones, noise and music cannot make a voice. Please upload 10 to 30 seconds of clean speech, one person reading aloud in a quiet room.',
    sampleUnreadable: 'This file could not be read as audio. Please upload an audio file (MP3, WAV, etc.)',
    sampleTooShort:
      'The sample is only {seconds} seconds long. Please upload at least 3 seconds of speech; 10 to 30 seconds works best.',
    sampleSilent: 'The sample is silent or almost silent. Please record the speaker closer to the microphone.',
    sampleShort: 'The sample is {seconds} seconds long; 10 to 30 seconds of clean speech gives a closer voice.',
    sampleLong: 'The sample is {seconds} seconds long; only the first 30 seconds are used.',
    sampleQuiet: 'The recording is quiet. A louder recording gives a closer voice.',
    sampleClipping: 'The recording is distorted in places (too loud). Record a little further from the microphone.',
    sampleNoisy: 'There is noticeable background noise. A quieter room gives a closer voice.',
  },
  /** The job queue's progress line under the processing overlay, and its own failures (issue 9). */
  pronunciations: {
    termRequired: 'Please type the word or phrase to fix.',
    termInvalid: 'The word or phrase needs at least one letter or digit.',
    sayAsRequired: 'Please type how it should sound, e.g. "Ack-mee".',
    duplicate: 'There is already a pronunciation for "{term}". Delete it first to change it.',
    tooMany: 'You can keep up to {max} pronunciations. Please delete one you no longer need.',
    notFound: 'That pronunciation was not found.',
    saved: 'Pronunciation saved: every voice now says "{term}" that way.',
    deleted: 'Pronunciation deleted.',
  },
  jobs: {
    ahead: '{count} messages ahead of yours, about {seconds} s',
    aheadOne: '1 message ahead of yours, about {seconds} s',
    next: 'Yours is next, about {seconds} s',
    running: 'Yours is being made now, about {seconds} s',
    interrupted: 'The server is restarting. Please try again.',
    notFound: 'That job was not found.',
    cancelled: 'This work was cancelled because a newer choice replaced it.',
    /** A job that stopped moving and runs again (record 161), and one that stopped twice. */
    restarted: 'It had stopped making progress, so it was started again.',
    stalled: 'This stopped making progress twice and was stopped. Please try again.',
  },
  /** The wizard's draft, its steps' URLs and what keeps work from being lost (issue 13; record 090). */
  draft: {
    cleared: 'Your draft was cleared.',
    loadFailed: 'Your saved work could not be loaded. Please check your connection and try again.',
    scriptReplacedTitle: 'Script replaced',
    scriptReplaced: 'Your edited script was replaced.',
    undo: 'Undo',
    continueNeedsScript: 'Write or generate a script to continue.',
    discardTitle: 'Start a new message?',
    discardUnsaved: 'This message is not saved to your Library. Starting a new one discards it and clears your draft.',
    discardConfirm: 'Discard and start new',
    discardCancel: 'Keep this message',
    /** On every step of a message reopened from the Library (record 108, issue 40): which item it changes. */
    editingItem: 'Changing “{title}” from your Library',
    editingHint: 'Step 5 saves it over that message, or as a new one.',
    startNew: 'Start a new message',
  },
  /**
   * The business's own words in Spanish (issue 47, record 155): step 1's sector and services and step
   * 3's promotions, which a Spanish script says instead of the English ones; translated on request.
   */
  spanishWords: {
    heading: 'Your business in Spanish',
    description:
      'Optional. Spanish scripts say these words. Left empty, they speak of your business in general Spanish words and never read out the English ones.',
    translate: 'Translate from English',
    translating: 'Translating...',
    translatedTitle: 'Translation ready',
    translated:
      'Check the Spanish words and change anything that does not sound like your business before you continue.',
    translationUnavailable:
      'Translation needs the AI writing service, which this studio has not set up. Please type the Spanish words yourself.',
    translationFailedTitle: 'Translation failed',
    translationFailed:
      'The AI writing service could not translate these words. Please try again, or type them in Spanish yourself.',
    nothingToTranslate: 'Type the words in English first, then translate them.',
  },
  /** The business profile (record 107): step 1's answers, kept for every new message. */
  profile: {
    timeZoneLabel: 'Business time zone',
    timeZoneHint: 'Where your business keeps its hours; at first, this device’s time zone.',
    /** The time-zone search (record 136), for the business's zone and a phone link's. */
    timeZoneSearch: 'Search time zones',
    timeZoneSearchPlaceholder: 'City, “Eastern”, or UTC-5',
    timeZoneNoMatch: 'No time zone matches “{query}”. Try a city, a name like “Pacific”, or an offset like UTC-5.',
    timeZonesFound: '{count} time zones',
    kept: 'Your business details are kept and filled in for each new message.',
    clear: 'Clear business profile',
    clearTitle: 'Clear your business profile?',
    clearDescription:
      'New messages will start with empty business details, and this step is emptied now. Messages you have already made are not changed.',
    clearConfirm: 'Clear profile',
    clearCancel: 'Keep profile',
    cleared: 'Your business profile was cleared.',
    clearFailedTitle: 'Profile not cleared',
    clearFailed: 'Your business profile could not be cleared. Please try again.',
    saveFailedTitle: 'Business profile not saved',
    saveFailed: 'Your business details could not be kept for your next message. This message is not affected.',
  },
  /**
   * Publishing a menu's prompts to a phone system (issue 48, record 165). `{name}`, `{count}` and
   * `{system}` slots are filled by formatMessage.
   */
  publishing: {
    connectionNameRequired: 'Please give the connection a name, like "Main Connect".',
    connectionNameTooLong: 'A connection name can be at most 80 characters.',
    systemInvalid: 'Please choose Amazon Connect, Genesys Cloud, RingCentral or Asterisk / FreePBX.',
    connectionNotFound: 'That connection was not found. It may have been removed.',
    connectionFieldsInvalid: 'Please check the connection details: {detail}',
    connectionUnreadable:
      "This server cannot read the connection's credentials (they were saved with another SECRET_KEY). Please remove the connection and add it again.",
    notTested: 'Please test the connection before publishing to it.',
    behind: '{count} prompts changed since you published to {name}.',
    behindOne: '1 prompt changed since you published to {name}.',
    upToDate: '{name} has every prompt as it is now.',
    leftInPlace: 'Turned off here, left in place on {name}: nothing is ever deleted on the phone system.',
    partial: 'Some prompts did not go. Retry sends only those.',
    partialOne: 'The prompt did not go. Retry sends it again.',
    refused: '{system} refused the connection: {detail}',
    stopped: 'Publishing stopped before this prompt.',

    /** The Phone systems page (/phone-menus/phone-systems): the owner's connections. */
    pageTitle: 'Phone systems',
    pageIntro:
      'Connect the studio to your phone system once. Then each phone menu’s prompts go there from the menu’s page in one click, under the names your call flows use. Passwords and keys are kept encrypted and never shown again.',
    backToMenus: 'All phone menus',
    loadFailed: 'Your phone-system connections could not be loaded.',
    loading: 'Loading your connections',
    listLabel: 'Your connections',
    none: 'No connections yet. Add your phone system below.',
    notTestedYet: 'Not tested yet. Test it before publishing to it.',
    testPassed: 'Test passed, {when}',
    testNotPassed: 'Test did not pass, {when}',
    testing: 'Testing the connection…',
    testButton: 'Test connection',
    testCouldNotRunTitle: 'Connection not tested',
    testCouldNotRun: 'The test could not be run. Please try again.',
    fixByAddingAgain: 'To change its details, remove it and add it again with the right ones.',
    removeButton: 'Remove',
    removeLabel: 'Remove {name}',
    removeConfirmTitle: 'Remove {name}?',
    removeConfirm:
      'The studio forgets this connection and its credentials. Nothing is deleted on the phone system: the prompts published there stay.',
    removedTitle: 'Connection removed',
    removed: '{name} is removed. Its prompts stay on the phone system.',
    removeFailedTitle: 'Connection not removed',
    removeFailed: 'The connection could not be removed. Please try again.',
    /** What a connection reaches, as its card says it. */
    reachesConnect: 'Instance {instance} in {region}, files through bucket {bucket}',
    reachesGenesys: 'The organisation at apps.{region}',
    reachesRingCentral: 'The account of the user the JWT was made for',
    reachesRingCentralAccount: 'Account {account}',
    reachesAsterisk: '{username}@{host}, port {port}, folder {folder}',
    hostKeyPinned: 'Host key pinned: {fingerprint}',
    hostKeyNotPinned: 'Its host key is pinned by the first test.',

    /** The form that adds a connection. */
    addTitle: 'Add a connection',
    nameLabel: 'Connection name',
    nameHint: 'What you call it here, like “Main Connect” or “Office PBX”.',
    systemLabel: 'Phone system',
    loginTitle: 'Sign-in details',
    secretsNote: 'Kept encrypted on the server and never shown again, not even to you.',
    privateAddresses: 'Private network addresses (VPC endpoints)',
    addButton: 'Add and test',
    addedTitle: 'Connection added',
    added: '{name} is added. Its test result is on its card.',
    addFailed: 'The connection could not be added. Please try again.',
    fieldRequired: 'Please fill in “{label}”.',
    asteriskLoginRequired: 'Please give the password, or paste a private key.',
    fixFields: 'Please correct the fields marked in red, then add it again.',
    choose: 'Choose…',
    systems: {
      connect: { name: 'Amazon Connect', about: 'Prompts go in through an S3 bucket your instance reads.' },
      genesys: { name: 'Genesys Cloud', about: 'Architect user prompts, with a recording per language.' },
      ringcentral: { name: 'RingCentral', about: 'IVR prompts on your account, through a JWT credential.' },
      asterisk: { name: 'Asterisk / FreePBX', about: 'Sound files copied over SFTP into the sounds folder.' },
    },
    /** Each system's fields, named as its own console names them. */
    fields: {
      connect: {
        region: {
          label: 'AWS region',
          hint: 'Where your Amazon Connect instance runs, as AWS writes it: us-east-1, eu-west-2…',
        },
        instanceId: {
          label: 'Instance ID or ARN',
          hint: 'In the Amazon Connect console, open your instance: its ARN is on its overview page. The ID, its last part, is enough.',
        },
        bucket: {
          label: 'S3 bucket',
          hint: 'A bucket in the same region that your instance can read. Each prompt’s file is put there, then Amazon Connect takes a copy.',
        },
        keyPrefix: { label: 'Folder in the bucket', hint: 'Files go under this folder. Leave it empty for prompts/.' },
        connectEndpoint: {
          label: 'Amazon Connect endpoint',
          hint: 'Only if your network reaches Amazon Connect through a private (VPC) endpoint: its address.',
        },
        s3Endpoint: {
          label: 'S3 endpoint',
          hint: 'Only if your network reaches S3 through a private (VPC) endpoint: its address.',
        },
        accessKeyId: {
          label: 'Access key ID',
          hint: 'Of an IAM user allowed to list, create and update this instance’s prompts and to put files in the bucket.',
        },
        secretAccessKey: { label: 'Secret access key', hint: 'AWS showed it once, when the access key was made.' },
      },
      genesys: {
        region: {
          label: 'Where you sign in',
          hint: 'The address you open Genesys Cloud at. It says which region your organisation is in.',
        },
        clientId: {
          label: 'OAuth client ID',
          hint: 'In Genesys Cloud, Admin > Integrations > OAuth: a client with the Client Credentials grant and a role that can add and change Architect prompts.',
        },
        clientSecret: { label: 'OAuth client secret', hint: 'Shown on the same OAuth client’s page.' },
      },
      ringcentral: {
        accountId: {
          label: 'Account ID',
          hint: 'Leave it empty to use the account of the user the JWT credential was made for.',
        },
        clientId: {
          label: 'App client ID',
          hint: 'In the RingCentral Developer Console, on your app’s Credentials page. The app needs the Edit Accounts permission.',
        },
        clientSecret: { label: 'App client secret', hint: 'On the same Credentials page.' },
        jwt: {
          label: 'JWT credential',
          hint: 'Made in the Developer Console, for the user the app acts as.',
        },
      },
      asterisk: {
        host: {
          label: 'Address of the phone system',
          hint: 'Its host name or IP address, as your installer reaches it over SSH.',
        },
        port: { label: 'SSH port', hint: 'Leave it empty for 22.' },
        username: { label: 'SSH user name', hint: 'A user that may write to the sounds folder.' },
        folder: {
          label: 'Sounds folder',
          hint: 'Leave it empty for /var/lib/asterisk/sounds/custom/, where FreePBX keeps custom sounds.',
        },
        password: { label: 'Password', hint: 'Or leave it empty and paste a private key below.' },
        privateKey: {
          label: 'Private key',
          hint: 'Instead of a password: the whole key, from its -----BEGIN line to its END line.',
        },
        passphrase: { label: 'Key passphrase', hint: 'Only if the private key has one.' },
      },
    },

    /** The Publish section of a made menu's page. */
    sectionTitle: 'Publish to your phone system',
    sectionIntro:
      'Sends the prompts that are new or changed since the last publish there, under the names in your packs. Nothing is ever deleted on the phone system.',
    noConnections: 'Send this menu’s prompts straight to Amazon Connect, Genesys Cloud, RingCentral or Asterisk.',
    addConnectionLink: 'Add your phone system',
    manageConnections: 'Manage phone systems',
    makeFirst: 'Make the menu first: what is published is each prompt as made.',
    connectionsLabel: 'Connections to publish to',
    notYetPublished: 'Nothing published to {name} yet: {count} prompts will go.',
    notYetPublishedOne: 'Nothing published to {name} yet: 1 prompt will go.',
    lastPublished: 'Last published {when}.',
    publishButton: 'Publish',
    publishLabel: 'Publish to {name}',
    publishingTo: 'Publishing to {name}',
    stopPublishing: 'Stop publishing',
    publishFailed: 'The menu could not be published. Please try again.',
    stoppedByOwner: 'Publishing stopped. The prompts that went before it stopped are kept there.',
    doneSummary: 'Published to {name}: {sent} sent, {unchanged} already there.',
    retry: 'Retry',
    resultLabel: 'What happened to each prompt',
    promptStates: {
      waiting: 'Waiting',
      sent: 'Sent',
      unchanged: 'Already there',
      failed: 'Not sent',
      left: 'Left in place',
    },
    historyTitle: 'Last publishes',
    historyEmpty: 'Nothing published from this menu yet.',
    historyLine: '{when} · {name} · by {email}',
    sentCount: '{count} prompts sent',
    sentCountOne: '1 prompt sent',
    sentNone: 'no prompt sent',
    publishStatus: {
      running: 'Under way',
      done: 'Done',
      partial: 'Some did not go',
      refused: 'Refused',
    },
    /** Genesys Cloud: a published Architect flow keeps the prompts it was published with. */
    genesysRepublish:
      'In Genesys Cloud, publish the flows that play these prompts again: a published flow keeps the prompts it was published with.',

    /** Publishing one Library message as one prompt (record 166). */
    message: {
      button: 'Publish',
      buttonLabel: 'Publish {title} to your phone system',
      title: 'Publish to your phone system',
      intro:
        'Sends this message to your phone system as one prompt. It keeps the name it gets the first time, so your call flows keep playing it after you rename it or replace its audio here.',
      noConnections:
        'Send this message straight to Amazon Connect, Genesys Cloud, RingCentral or Asterisk as a prompt.',
      notYetPublished: 'Not on {name} yet: it goes as the prompt {prompt}.',
      current: '{name} has this message as it is now, as the prompt {prompt}.',
      changed: 'Changed since you published it to {name}: publishing replaces the prompt {prompt} in place.',
      publishFailed: 'The message could not be published. Please try again.',
      historyEmpty: 'Nothing published from this message yet.',
      /** Where music on hold is a prompt the owner picks (Amazon Connect, Genesys Cloud). */
      holdMusic: {
        connect:
          'To play it to callers on hold, choose {prompt} in the Loop prompts block of your customer hold flow, then publish that flow.',
        genesys:
          'To play it to callers waiting in a queue, choose {prompt} as the hold music of your in-queue flow (Settings > In-Queue), then publish that flow.',
      },
    },
  },
} as const;
