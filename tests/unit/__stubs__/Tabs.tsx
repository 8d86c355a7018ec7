import React from 'react';

// Stands in for @theme/Tabs: keeps the group id visible and renders every tab.
export default function Tabs({groupId, children}: {groupId?: string; children: React.ReactNode}): React.JSX.Element {
  return (
    <div role="tablist" data-group-id={groupId}>
      {children}
    </div>
  );
}
