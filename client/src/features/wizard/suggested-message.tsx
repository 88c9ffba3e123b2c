import { Sparkles } from 'lucide-react';
import { defaultMessageTemplate } from '../../../../common/message-templates';
import { Button } from '@/components/ui/button';
import { useWizardActions, useWizardState } from './wizard-store';
import { BusyIcon } from '@/components/busy-icon';

/** The type's default message with the company name (spec §9), and 'Generate AI Script'. */
export function SuggestedMessage({ onGenerate, generating }: { onGenerate: () => void; generating: boolean }) {
  const { formData } = useWizardState();
  const { updateFormData } = useWizardActions();
  const suggestion = defaultMessageTemplate(formData.messageType, formData.companyName);

  return (
    <section
      aria-labelledby="suggested-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-muted/60 p-5"
    >
      <div className="flex flex-col gap-1">
        <h3 id="suggested-heading" className="text-base font-semibold">
          Suggested message
        </h3>
        <p className="text-sm text-muted-foreground">
          A starting point for this type. Generate a script written for your business, or start from this one.
        </p>
      </div>
      <blockquote
        className="whitespace-pre-line border-l-4 border-primary/40 pl-4 text-sm leading-relaxed"
        data-testid="suggested-message"
      >
        {suggestion}
      </blockquote>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={onGenerate} disabled={generating} aria-busy={generating}>
          <BusyIcon busy={generating} icon={Sparkles} />
          {generating ? 'Generating...' : 'Generate AI Script'}
        </Button>
        <Button variant="outline" onClick={() => updateFormData({ scriptContent: suggestion })} disabled={generating}>
          Use Suggested Message
        </Button>
      </div>
    </section>
  );
}
