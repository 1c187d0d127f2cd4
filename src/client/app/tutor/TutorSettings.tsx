/**
 * The tutor's pickers: model (name and what it is good at), mode (standard or test tutor) and answer language. With
 * only the offline tutor there is no model to pick: the settings say the answers come from the built-in guide.
 */
import { useT } from '../../../shared/components/i18n.tsx';
import { TUTOR_LANGUAGES, TUTOR_MODES, onlyOffline, type TutorLanguage, type TutorMode } from '../../../shared/learning/tutor/models.ts';
import type { ModelOption } from './TutorScreen.tsx';

interface Props {
  models: ModelOption[]; model: string; mode: TutorMode; language: TutorLanguage; disabled: boolean;
  onModel: (id: string) => void; onMode: (m: TutorMode) => void; onLanguage: (l: TutorLanguage) => void;
}

export function TutorSettings({ models, model, mode, language, disabled, onModel, onMode, onLanguage }: Props) {
  const t = useT();
  const chosen = models.find((m) => m.id === model);
  const name = (m: ModelOption) => m.name ?? t.t('tutor.offlineName');
  const offline = onlyOffline(models);
  return (
    <fieldset className="tutor-settings" disabled={disabled}>
      <legend className="visually-hidden">{t.t('tutor.settings')}</legend>
      {offline ? (
        // Nothing to pick: a one-entry "Model" menu would suggest a model answers.
        <div className="tutor-field" data-testid="tutor-source">
          <span className="tutor-label">{t.t('tutor.offlineScreen.source')}</span>
          <p>{t.t('tutor.offlineScreen.sourceName')}</p>
        </div>
      ) : <div className="tutor-field">
        <label htmlFor="tutor-model">{t.t('tutor.model')}</label>
        <select id="tutor-model" value={model} onChange={(e) => onModel(e.target.value)} aria-describedby="tutor-model-strength" data-testid="tutor-model">
          {models.map((m) => <option key={m.id} value={m.id}>{name(m)}</option>)}
        </select>
        {chosen && <p id="tutor-model-strength" className="muted tutor-hint">{t.t(`tutor.strength.${chosen.strength}`)}</p>}
      </div>}
      <div className="tutor-field" role="radiogroup" aria-labelledby="tutor-mode-label">
        <span id="tutor-mode-label" className="tutor-label">{t.t('tutor.mode')}</span>
        <div className="tutor-modes">
          {TUTOR_MODES.map((m) => (
            <label key={m} className="tutor-mode">
              <input type="radio" name="tutor-mode" value={m} checked={mode === m} onChange={() => onMode(m)} data-testid={`tutor-mode-${m}`} />
              {t.t(`tutor.modes.${m}`)}
            </label>
          ))}
        </div>
        <p className="muted tutor-hint" data-testid="tutor-mode-help">{t.t(offline && mode === 'standard' ? 'tutor.offlineScreen.standardHelp' : `tutor.modeHelp.${mode}`)}</p>
      </div>
      <div className="tutor-field">
        <label htmlFor="tutor-language">{t.t('tutor.language')}</label>
        <select id="tutor-language" value={language} onChange={(e) => onLanguage(e.target.value as TutorLanguage)} data-testid="tutor-language">
          {TUTOR_LANGUAGES.map((l) => <option key={l} value={l}>{t.t(`tutor.languages.${l}`)}</option>)}
        </select>
      </div>
    </fieldset>
  );
}
