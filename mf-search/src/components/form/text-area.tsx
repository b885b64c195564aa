import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldBox } from './form.styles';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ label, id: givenId, ...textarea }: Props) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} {...textarea} />
    </FieldBox>
  );
}
