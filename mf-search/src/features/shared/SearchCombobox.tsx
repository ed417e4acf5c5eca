import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { listHref } from 'shared-kernel/routing';
import { Goal } from 'shared-kernel';
import { useNavigate } from 'shared-kernel/router';
import { useAppDispatch, useLanguage, useTranslation } from 'shared-kernel/react';
import { SEARCH_PAUSE_MS, searchApi, useSearchQuery, useSettledValue } from './searchApi';
import { searchGroups, type SearchGroup, type SearchOption } from './searchGroups';
import { useSearchSettings } from './searchSettingsApi';

export interface SearchComboboxProps {
  /** Names the search landmark: the home block and the header box can be on one page. */
  landmarkLabel: string;
  showButton: boolean;
  compact?: boolean;
}

const Search = styled.form<{ isCompact: boolean }>`
  position: relative;
  width: 100%;
  max-width: ${({ isCompact }) => (isCompact ? '22rem' : '40rem')};
`;

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

const VisuallyHidden = styled.span(visuallyHidden);

const HiddenLabel = styled.label(visuallyHidden);

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: transparent;
    border: 0;
    padding: ${({ theme }) => theme.space(3)};
    outline: none;
  }
  button {
    font: inherit;
    border: 0;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-radius: 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0;
    padding: 0 ${({ theme }) => theme.space(3)};
    cursor: pointer;
  }
`;

// No scrolling box of its own: its options take no focus (the input keeps it), so a scrolling
// panel would be a region keyboard users cannot scroll; the page scrolls to the active option.
const Panel = styled.div`
  position: absolute;
  z-index: 40;
  top: 100%;
  left: 0;
  right: 0;
  margin-top: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgb(0 0 0 / 18%);
  padding: ${({ theme }) => theme.space(2)} 0;
  text-align: left;
`;

const GroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(1)}`};
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.muted};
`;

const Option = styled.div<{ isActive: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  cursor: pointer;
  background: ${({ isActive, theme }) => (isActive ? theme.colors.surfaceAlt : 'transparent')};
  box-shadow: ${({ isActive, theme }) => (isActive ? `inset 4px 0 0 ${theme.colors.primary}` : 'none')};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  img {
    width: 60px;
    height: 60px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    flex: none;
  }
`;

const OptionText = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Count = styled.span`
  flex: none;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.muted};
  button {
    margin-left: ${({ theme }) => theme.space(2)};
    font: inherit;
    color: ${({ theme }) => theme.colors.primary};
    background: none;
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    cursor: pointer;
  }
`;

/** Keeps focus in the box: a press inside the panel must not blur it before the click lands. */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

/**
 * The search box and its panel (spec §2, §4), a WAI-ARIA 1.2 combobox: the input has role
 * combobox and keeps focus while arrow keys move the active option of a grouped listbox
 * (aria-activedescendant); Enter follows it, Escape closes the panel. The server searches what
 * was typed once typing pauses, in the page's language.
 * Before its scripts run (or without them) it is a plain GET form to the sale list, the text sent
 * as the list's `city`: the list takes a commune named alone or its postcode (see parseCity).
 */
export function SearchCombobox({ landmarkLabel, showButton, compact = false }: SearchComboboxProps) {
  const { t } = useTranslation('search');
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Nothing is asked before the visitor reaches for the search (the pointer over it, the focus in
  // it): the panel's first answer (the types) is then on its way a moment before it opens.
  const [wanted, setWanted] = useState(false);
  const dispatch = useAppDispatch();
  const searched = useSettledValue(query, SEARCH_PAUSE_MS);
  const search = useSearchQuery({ query: searched, lang }, { skip: !wanted });
  // While the next answer loads, the last one stays: the panel does not flicker at each word.
  const answer = search.currentData ?? search.data;
  const showCounts = Boolean(useSearchSettings(lang, { skip: !wanted })?.showSearchCount);

  const groups: SearchGroup[] = useMemo(() => (answer ? searchGroups(answer, lang) : []), [answer, lang]);
  const options: SearchOption[] = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-listbox`;
  const activeOption = open ? options[activeIndex] : undefined;
  const activeId = activeOption ? optionId(activeIndex) : undefined;
  // Where each group's options start in the flat list that the arrow keys walk.
  const groupStarts = groups.map((_, index) => groups.slice(0, index).reduce((sum, group) => sum + group.options.length, 0));

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openPanel = () => {
    setWanted(true);
    setOpen(true);
  };

  const closePanel = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const follow = (option: SearchOption) => {
    closePanel();
    void navigate(option.href);
  };

  /**
   * Enter with nothing chosen takes the best match of what was typed, even typed faster than the
   * search answers: the answer to exactly that text (at once when it is already here).
   */
  const followBestMatch = async (typed: string) => {
    const pending = dispatch(searchApi.endpoints.search.initiate({ query: typed, lang }, { subscribe: false }));
    const { data } = await pending;
    const best = data ? searchGroups(data, lang)[0]?.options[0] : undefined;
    if (best) follow(best);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        openPanel();
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = open ? activeIndex : -1;
        setActiveIndex(from === -1 ? (step === 1 ? 0 : options.length - 1) : (from + step + options.length) % options.length);
        return;
      }
      case 'Enter': {
        if (!open) return;
        event.preventDefault();
        if (activeOption) follow(activeOption);
        else if (query.trim() !== '') void followBestMatch(query);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (open) closePanel();
        else setQuery('');
        inputRef.current?.focus();
        return;
      default:
    }
  };

  // Enter with the panel closed, or the button pressed before the scripts took over the form.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query.trim() === '') openPanel();
    else void followBestMatch(query);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) closePanel();
  };

  const onToggle = (event: MouseEvent) => {
    // A submit button for the form without scripts; with them, it opens and closes the panel.
    event.preventDefault();
    if (open) {
      closePanel();
      return;
    }
    openPanel();
    inputRef.current?.focus();
  };

  let announcement = '';
  if (open) {
    if (search.isError) announcement = t('panel.error');
    else if (!answer) announcement = t('panel.loading');
    else if (options.length === 0) announcement = t('panel.noResults', { query: answer.query.trim() });
    else announcement = t('panel.results', { count: options.length });
  }

  return (
    <Search
      role="search"
      aria-label={landmarkLabel}
      method="get"
      action={listHref(Goal.Sale, lang)}
      isCompact={compact}
      onSubmit={onSubmit}
      onBlur={onBlur}
      onPointerEnter={() => setWanted(true)}
    >
      {compact ? (
        <HiddenLabel htmlFor={`${id}-input`}>{t('box.label')}</HiddenLabel>
      ) : (
        <Label htmlFor={`${id}-input`}>{t('box.label')}</Label>
      )}
      <Row>
        <input
          ref={inputRef}
          id={`${id}-input`}
          name="city"
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          value={query}
          placeholder={t('box.placeholder')}
          onFocus={openPanel}
          onClick={openPanel}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(-1);
            openPanel();
          }}
          onKeyDown={onKeyDown}
        />
        {showButton && (
          <button
            type="submit"
            tabIndex={-1}
            aria-label={t('box.toggle')}
            aria-expanded={open}
            aria-controls={listboxId}
            onMouseDown={keepFocus}
            onClick={onToggle}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
              <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </Row>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {open && (
        <Panel onMouseDown={keepFocus}>
          {search.isError ? (
            <Note>
              {t('panel.error')}
              <button type="button" onClick={() => void search.refetch()}>
                {t('panel.retry')}
              </button>
            </Note>
          ) : !answer ? (
            <Note>{t('panel.loading')}</Note>
          ) : options.length === 0 ? (
            <Note>{t('panel.noResults', { query: answer.query.trim() })}</Note>
          ) : null}
          <div role="listbox" id={listboxId} aria-label={t('panel.label')} hidden={options.length === 0}>
            {groups.map((group, groupIndex) => (
              <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
                <GroupLabel role="presentation" id={`${id}-${group.key}`}>
                  {t(`group.${group.key}`)}
                </GroupLabel>
                {group.options.map((option, position) => {
                  const index = (groupStarts[groupIndex] ?? 0) + position;
                  return (
                    <Option
                      key={option.key}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === activeIndex}
                      isActive={index === activeIndex}
                      data-href={option.href}
                      onClick={() => follow(option)}
                    >
                      {option.thumbnail !== undefined && <img src={option.thumbnail} alt="" width={60} height={60} loading="lazy" />}
                      <OptionText>
                        <span>{option.label}</span>
                        {option.detail && <small>{option.detail}</small>}
                        {option.propertyId !== undefined && <small>{t('option.property', { id: option.propertyId })}</small>}
                      </OptionText>
                      {showCounts && option.count !== undefined && <Count>{t('option.count', { count: option.count })}</Count>}
                    </Option>
                  );
                })}
                {group.more > 0 && <Note role="presentation">{t('panel.more', { count: group.more })}</Note>}
              </div>
            ))}
          </div>
        </Panel>
      )}
    </Search>
  );
}
