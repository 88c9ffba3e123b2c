import { MESSAGE_TYPES, type MessageType } from '#common/constants.js';
import { MESSAGE_TYPE_LABELS } from '#common/labels.js';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { characterCount, fieldLimitError, type LimitedField } from '#common/schemas/field-limits.js';
import { promotionsError } from '#common/schemas/promotions.js';
import { AttendantFields } from './attendant-fields';
import { longestLine, SpanishPromotionsField } from './spanish-words/spanish-promotions-field';
import { useWizardActions, useWizardState } from './wizard-store';

/** The type dropdown and the fields of the chosen type (spec §2 step 3, §3 context fields). */
export function MessageTypeFields() {
  const { formData } = useWizardState();
  const { updateFormData } = useWizardActions();

  function changeType(messageType: MessageType) {
    // Spec §4 "changing the message type clears the current script": the type's own script shows,
    // empty for a type never written; the one left behind is kept for when the user comes back (record 092).
    if (messageType !== formData.messageType) updateFormData({ messageType });
  }

  return (
    <section aria-labelledby="message-type-heading" className="flex flex-col gap-5">
      <h3 id="message-type-heading" className="text-base font-semibold">
        What should callers hear?
      </h3>
      <FormField id="messageType" label="Message type" className="sm:max-w-sm">
        {(control) => (
          <Select
            value={formData.messageType}
            onValueChange={(value) => changeType(value as MessageType)}
            name="messageType"
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {MESSAGE_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {MESSAGE_TYPE_LABELS[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <TypeSpecificFields type={formData.messageType} />
    </section>
  );
}

/** A field's own hint, then the character counter once the text nears its limit (record 094). */
function withCount(hint: string, field: LimitedField, value: string): string {
  const count = characterCount(field, value);
  return count ? `${hint} ${count}.` : hint;
}

type TypeTextFieldName = 'businessHours' | 'holidayType' | 'voicemailContactName' | 'customMessage';

/** One of the types' free-text fields, kept in the wizard's form data, with its counter and limit (record 094). */
function TypeTextField({
  field,
  label,
  hint,
  placeholder,
  multiline = false,
}: {
  field: TypeTextFieldName;
  label: string;
  /** Shown before the counter; without one the counter alone. */
  hint?: string;
  placeholder?: string;
  multiline?: boolean;
}) {
  const { formData } = useWizardState();
  const { updateFormData } = useWizardActions();
  const value = formData[field];
  const change = (next: string) => {
    const update: Partial<Record<TypeTextFieldName, string>> = { [field]: next };
    updateFormData(update);
  };
  return (
    <FormField
      id={field}
      label={label}
      optional
      hint={hint ? withCount(hint, field, value) : characterCount(field, value)}
      error={fieldLimitError(field, value)}
    >
      {(control) =>
        multiline ? (
          <Textarea
            {...control}
            rows={4}
            value={value}
            onChange={(e) => change(e.target.value)}
            placeholder={placeholder}
          />
        ) : (
          <Input {...control} value={value} onChange={(e) => change(e.target.value)} placeholder={placeholder} />
        )
      }
    </FormField>
  );
}

function TypeSpecificFields({ type }: { type: MessageType }) {
  const { formData } = useWizardState();
  const { updateFormData } = useWizardActions();
  const hours = (
    <TypeTextField
      field="businessHours"
      label="Business hours"
      hint="e.g. “Mon-Fri 9am-5pm”; the voice reads it as words."
      placeholder="Mon-Fri 9am-5pm"
    />
  );

  switch (type) {
    case 'holiday':
      return (
        <div className="grid gap-5 sm:grid-cols-2">
          <TypeTextField field="holidayType" label="Holiday" placeholder="e.g. Thanksgiving" />
          {hours}
        </div>
      );
    case 'after-hours':
      return <div className="grid gap-5 sm:grid-cols-2">{hours}</div>;
    case 'voicemail':
      return (
        <div className="grid gap-5 sm:grid-cols-2">
          <TypeTextField
            field="voicemailContactName"
            label="Whose voicemail"
            hint="Leave empty for a team greeting."
            placeholder="e.g. Sarah Lee"
          />
          <div className="flex flex-col gap-3">
            <div className="flex items-center gap-3 sm:mt-7">
              <Switch
                id="voicemailOutOfOffice"
                checked={formData.voicemailOutOfOffice}
                onCheckedChange={(on) => updateFormData({ voicemailOutOfOffice: on })}
              />
              <Label htmlFor="voicemailOutOfOffice" className="font-normal">
                Out of the office
              </Label>
            </div>
            {formData.voicemailOutOfOffice ? (
              <FormField id="voicemailReturnDate" label="Back on" optional>
                {(control) => (
                  <Input
                    {...control}
                    type="date"
                    value={formData.voicemailReturnDate}
                    onChange={(e) => updateFormData({ voicemailReturnDate: e.target.value })}
                  />
                )}
              </FormField>
            ) : null}
          </div>
        </div>
      );
    case 'on-hold-promotions':
      return (
        <div className="flex flex-col gap-5">
          <FormField
            id="promotionItems"
            label="Promotions"
            optional
            hint={withCount(
              'One per line; empty lines are left out.',
              'promotionItem',
              longestLine(formData.promotionItems),
            )}
            error={promotionsError(formData.promotionItems)}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                value={formData.promotionItems.join('\n')}
                // Kept line for line while typing; blank lines are dropped when the script is requested.
                onChange={(e) => updateFormData({ promotionItems: e.target.value.split('\n') })}
                placeholder={'20% off teeth whitening in December\nFree check-up for new patients'}
              />
            )}
          </FormField>
          <SpanishPromotionsField />
        </div>
      );
    case 'auto-attendant':
      return <AttendantFields />;
    case 'custom':
      return (
        <TypeTextField
          field="customMessage"
          label="Your message"
          hint="What you want callers to hear. The script keeps your words and adds a greeting."
          multiline
        />
      );
    case 'on-hold':
    case 'intro-greeting':
      // These types have no fields of their own.
      return null;
  }
}
