/** The signed-in application (/app, hash routes). Its screens arrive with the sign-in issue. */
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../../shared/components/i18n.tsx';
import { boot } from '../boot.ts';
import { App } from './App.tsx';

const root = document.getElementById('app-root');
if (root) {
  createRoot(root).render(<I18nProvider value={boot().t}><App /></I18nProvider>);
}
