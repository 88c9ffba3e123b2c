import { messages } from '#common/messages.js';

/**
 * Where a link's TwiML address goes in Twilio's console (issue 47): the number's "A call comes in"
 * webhook, the address, and POST (Twilio's default, which the address answers as GET does).
 */
export function TwilioSteps({ id }: { id: string }) {
  return (
    <div className="flex flex-col gap-1.5 rounded-lg bg-muted/60 p-3 text-sm">
      <p id={`${id}-heading`} className="font-medium">
        On Twilio
      </p>
      <ol
        aria-labelledby={`${id}-heading`}
        className="flex list-decimal flex-col gap-1 pl-5 leading-relaxed marker:text-muted-foreground"
      >
        {messages.phoneLinkScreens.twilioSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
