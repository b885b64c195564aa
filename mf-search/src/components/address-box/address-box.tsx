import { useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { LatLon } from '../../lib/google/position';
import { LocateIcon } from './locate-icon';
import { useAddressSuggestions } from './use-address-suggestions';
import { useLocate } from './use-locate';
import { Box, IconButton, Input, Label, List, Message, Note, Option, Row } from './address-box.styles';

/** product §9: the list stays 200 ms after focus leaves, so a click on a suggestion still lands. */
const HIDE_DELAY_MS = 200;

export interface AddressBoxProps {
  label: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  error?: string;
  /** Characters typed before suggestions show (the return search needs 2). */
  minChars?: number;
  /** Shows the locate icon. */
  locatable?: boolean;
  /** Receives the located position (null on failure). */
  onLocate?: (position: LatLon | null) => void;
  near?: LatLon | null;
  placeholder?: string;
}

/** An address text box with suggestions (an ARIA 1.2 combobox). Free text is always accepted. */
export function AddressBox({
  label,
  name,
  value,
  onChange,
  onBlur,
  ref,
  error,
  minChars = 1,
  locatable = false,
  onLocate,
  near = null,
  placeholder,
}: AddressBoxProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const suggestions = useAddressSuggestions(value, minChars, near, focused);
  const open = focused && suggestions.length > 0;
  const { locate, locating, message } = useLocate(onChange, onLocate);

  const choose = (text: string) => {
    onChange(text);
    setActive(-1);
    setFocused(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape') {
      setFocused(false);
    }
  };

  return (
    <Box>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          id={id}
          ref={ref}
          name={name}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            onChange(event.target.value);
            setActive(-1);
            setFocused(true);
          }}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setFocused(true);
          }}
          onBlur={() => {
            hideTimer.current = setTimeout(() => setFocused(false), HIDE_DELAY_MS);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        {locatable ? (
          <IconButton type="button" aria-label={`Use my current location for ${label}`} disabled={locating} onClick={locate}>
            <LocateIcon />
          </IconButton>
        ) : null}
      </Row>
      <List id={`${id}-list`} role="listbox" aria-label={`${label} suggestions`} hidden={!open}>
        {open
          ? suggestions.map((text, index) => (
              <Option
                key={text}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(text);
                }}
              >
                {text}
              </Option>
            ))
          : null}
      </List>
      {error ? <Message id={`${id}-error`}>{error}</Message> : null}
      {message ? <Note role="status">{message}</Note> : null}
    </Box>
  );
}
