import React from 'react';

// Stands in for @theme/Layout: the navbar and footer around the page.
export default function Layout({children}: {children: React.ReactNode}): React.JSX.Element {
  return (
    <>
      <nav className="navbar" />
      {children}
      <footer className="footer" />
    </>
  );
}
