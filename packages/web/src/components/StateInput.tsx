import { TextInput, type TextInputProps } from '@mantine/core';
import { US_STATE_NAMES, US_STATES, stateCodeOf } from '@obra/domain';
import { useId, type ChangeEvent, type FocusEvent, type KeyboardEvent, type Ref } from 'react';

type Props = Omit<TextInputProps, 'onChange' | 'onBlur'> & {
  ref?: Ref<HTMLInputElement>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown;
};

/**
 * A US address's state: typed or pasted as its code or its name (UT, ut, Utah, Nueva York), with
 * the codes offered as suggestions; leaving the field or pressing Enter turns a name into its code,
 * which is what the form sends and the server checks. A plain input: no dropdown code to load.
 */
export function StateInput({ onChange, onBlur, onKeyDown, ...props }: Props) {
  const list = useId();
  const toCode = (input: HTMLInputElement) => {
    const code = stateCodeOf(input.value);
    if (!code || code === input.value) return;
    input.value = code;
    onChange?.({ target: input, currentTarget: input, type: 'change' } as ChangeEvent<HTMLInputElement>);
  };
  return (
    <>
      <TextInput
        autoComplete="address-level1"
        autoCapitalize="characters"
        {...props}
        list={list}
        onChange={onChange}
        onBlur={(event) => {
          toCode(event.currentTarget);
          onBlur?.(event);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') toCode(event.currentTarget);
          onKeyDown?.(event);
        }}
      />
      <datalist id={list}>
        {US_STATES.map((code) => (
          <option key={code} value={code}>
            {US_STATE_NAMES[code]}
          </option>
        ))}
      </datalist>
    </>
  );
}
