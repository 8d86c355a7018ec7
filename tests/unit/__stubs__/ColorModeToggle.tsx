import React from 'react';

// Stands in for @theme/ColorModeToggle: a button naming the current choice.
export default function ColorModeToggle({value}: {value?: string | null}): React.JSX.Element {
  return <button type="button">{`color mode: ${value ?? 'system'}`}</button>;
}
