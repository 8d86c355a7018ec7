import React from 'react';

// Stands in for @docusaurus/Translate: renders the default (English) message and
// exposes the id, so tests can check which translation key a string uses.
type Values = Record<string, React.ReactNode>;

function interpolate(message: string, values?: Values): React.ReactNode {
  if (!values) {
    return message;
  }
  return message.split(/(\{\w+\})/).map((part, index) => {
    const match = /^\{(\w+)\}$/.exec(part);
    return match && match[1] in values ? (
      <React.Fragment key={index}>{values[match[1]]}</React.Fragment>
    ) : (
      part
    );
  });
}

export function translate({message}: {id?: string; message: string; description?: string}, values?: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (values && key in values ? String(values[key]) : whole));
}

export default function Translate({
  id,
  children,
  values,
}: {
  id?: string;
  children: string;
  description?: string;
  values?: Values;
}): React.JSX.Element {
  return <span data-translate-id={id}>{interpolate(children, values)}</span>;
}
