/** App shell with hash routing: #/home is the first screen. */
import { useEffect, useState } from 'react';
import { useT } from '../../shared/components/i18n.tsx';

function currentRoute(): string {
  return location.hash.replace(/^#/, '') || '/home';
}

export function App() {
  const t = useT();
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const onHash = () => setRoute(currentRoute());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return (
    <div className="app-shell" data-route={route}>
      <h1>{t.t('app.title')}</h1>
      <p>{t.t('app.loading')}</p>
    </div>
  );
}
