import { Sparkles } from 'lucide-react';
import { defaultMessageTemplate } from '#common/message-templates.js';
import { Button } from '@/components/ui/button';
import { useReplaceScript } from './use-replace-script';
import { otherLanguage } from '#common/bilingual.js';
import { offersLanguageOnKey } from './bilingual/bilingual-form';
import { useWizardActions, useWizardState } from './wizard-store';
import { BusyIcon } from '@/components/busy-icon';

/** The type's default message with the company name (spec §9), and 'Generate AI Script'. */
export function SuggestedMessage({ onGenerate, generating }: { onGenerate: () => void; generating: boolean }) {
  const { formData } = useWizardState();
  const replaceScript = useReplaceScript();
  const { updateFormData } = useWizardActions();
  const suggestion = defaultMessageTemplate(formData.messageType, formData.companyName, formData.language);
  // A bilingual message takes the other language's own template too (record 145); an attendant keeps its offer line.
  const second =
    formData.bilingual && !offersLanguageOnKey(formData)
      ? defaultMessageTemplate(formData.messageType, formData.companyName, otherLanguage(formData.language))
      : null;

  function takeSuggestion() {
    if (second !== null) updateFormData({ secondScriptContent: second });
    replaceScript(suggestion);
  }

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
      {second !== null ? (
        <blockquote
          lang={otherLanguage(formData.language)}
          className="whitespace-pre-line border-l-4 border-primary/40 pl-4 text-sm leading-relaxed"
          data-testid="suggested-second-message"
        >
          {second}
        </blockquote>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page (issue 13). */}
        <Button onClick={generating ? undefined : onGenerate} aria-disabled={generating} aria-busy={generating}>
          <BusyIcon busy={generating} icon={Sparkles} />
          {generating ? 'Generating...' : 'Generate AI Script'}
        </Button>
        <Button variant="outline" onClick={takeSuggestion} disabled={generating}>
          Use Suggested Message
        </Button>
      </div>
    </section>
  );
}
