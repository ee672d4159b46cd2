import type { TitleDetail } from '@estante/contract';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBasket,
  IconFileExport,
  IconSearch,
  IconTrash,
  IconAlertTriangle,
} from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { useBasketTitles } from '../api/get-basket-titles';
import { useBasket, type BasketItem } from '../hooks/use-basket';
import { titlePath } from '../lib/paths';
import classes from './basket.module.css';
import { BasketModal } from './basket-modal';
import { CoverThumb } from './cover-thumb';
import { ExportDialog } from './export-dialog';
import { numberFormat } from '../../../lib/intl-format';

const PAGE_SIZE = 20;

/** What a row shows: fresh data when it has arrived, the stored snapshot until then. */
function describe(item: BasketItem, fresh: TitleDetail | undefined) {
  if (!fresh) return { title: item.titulo, author: item.autor, year: item.ano, type: item.tipo };
  const main = fresh.autores.find((author) => author.principal) ?? fresh.autores[0];
  return {
    title: fresh.subtitulo ? `${fresh.titulo}: ${fresh.subtitulo}` : fresh.titulo,
    author: main?.nome ?? fresh.responsabilidade,
    year: fresh.ano_publicacao,
    type: fresh.desc_tipo_obra,
  };
}

function EmptyBasket() {
  const { t } = useTranslation();
  return (
    <div className={classes.empty} data-testid="basket-empty">
      <IconBasket size={48} aria-hidden className={classes.emptyIcon} />
      <Title order={2} className={classes.emptyTitle}>
        {t('basket.emptyTitle')}
      </Title>
      <Text>{t('basket.emptyBody')}</Text>
      <Button component={Link} to="/" leftSection={<IconSearch size={16} aria-hidden />}>
        {t('basket.goSearch')}
      </Button>
    </div>
  );
}

/**
 * The basket screen's body: the titles, selection, removal, clearing and export.
 * `emailAvailable`: the export may be sent by email (the library's setting, or signed in).
 * `selectionActions`: more actions on the selected titles, from other areas (the closed-stack
 * request of a signed-in patron); `basketActions`, on the whole basket (save it permanently).
 */
export function BasketPage({
  emailAvailable,
  selectionActions,
  basketActions,
}: {
  emailAvailable: boolean;
  selectionActions?: (selected: BasketItem[]) => ReactNode;
  /** Actions on the whole basket, from other areas (saving it to the permanent basket). */
  basketActions?: (items: BasketItem[]) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const itens = useBasket((state) => state.itens);
  const remove = useBasket((state) => state.remove);
  const clear = useBasket((state) => state.clear);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [page, setPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const [exportIds, setExportIds] = useState<number[]>([]);
  const [exportOpen, exportDialog] = useDisclosure(false);
  const [confirmOpen, confirm] = useDisclosure(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const pages = Math.max(1, Math.ceil(itens.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = itens.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const fresh = useBasketTitles(visible.map((item) => item.cod_acervo));
  const selectedIds = itens.map((item) => item.cod_acervo).filter((id) => selected.has(id));
  const allSelected = itens.length > 0 && selectedIds.length === itens.length;
  const number = numberFormat(i18n.resolvedLanguage);

  const openExport = (ids: number[]) => {
    setExportIds(ids);
    exportDialog.open();
  };
  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const handleRemove = (item: BasketItem, title: string) => {
    remove(item.cod_acervo);
    toggle(item.cod_acervo, false);
    setAnnouncement(t('basket.removed', { title }));
    headingRef.current?.focus();
  };
  const handleClear = () => {
    clear();
    setSelected(new Set());
    setPage(1);
    confirm.close();
    setAnnouncement(t('basket.cleared'));
    headingRef.current?.focus();
  };

  return (
    <Stack gap="lg" className={classes.page}>
      <div>
        <Title order={1} ref={headingRef} tabIndex={-1} className={classes.heading}>
          {t('basket.title')}
        </Title>
        {itens.length > 0 && (
          <>
            <Text fw={600} mt={4} data-testid="basket-total">
              {t('basket.count', { count: itens.length })}
            </Text>
            <Text size="sm" className={classes.muted}>
              {t('basket.intro')}
            </Text>
          </>
        )}
      </div>
      <div role="status" className={classes.srOnly}>
        {announcement}
      </div>

      {itens.length === 0 ? (
        <EmptyBasket />
      ) : (
        <>
          <div className={classes.toolbar}>
            <Checkbox
              label={t('basket.selectAll')}
              checked={allSelected}
              indeterminate={selectedIds.length > 0 && !allSelected}
              onChange={(event) =>
                setSelected(
                  event.currentTarget.checked
                    ? new Set(itens.map((item) => item.cod_acervo))
                    : new Set(),
                )
              }
            />
            <Group gap="sm" className={classes.actions}>
              <Button
                variant="default"
                leftSection={<IconFileExport size={16} aria-hidden />}
                disabled={selectedIds.length === 0}
                onClick={() => openExport(selectedIds)}
              >
                {t('basket.exportSelected', { count: selectedIds.length })}
              </Button>
              <Button
                leftSection={<IconFileExport size={16} aria-hidden />}
                onClick={() => openExport(itens.map((item) => item.cod_acervo))}
              >
                {t('basket.exportAll', { count: itens.length })}
              </Button>
              {selectionActions?.(itens.filter((item) => selected.has(item.cod_acervo)))}
              <Button
                variant="default"
                leftSection={<IconTrash size={16} aria-hidden className={classes.danger} />}
                onClick={confirm.open}
              >
                {t('basket.clear')}
              </Button>
            </Group>
          </div>

          {basketActions?.(itens)}

          <ul className={classes.list} aria-label={t('basket.listLabel')}>
            {visible.map((item, index) => {
              const query = fresh[index];
              const gone = query?.error instanceof ApiRequestError && query.error.status === 404;
              const row = describe(item, query?.data);
              const headingId = `basket-item-${item.cod_acervo}`;
              return (
                <li
                  key={item.cod_acervo}
                  className={classes.item}
                  aria-labelledby={headingId}
                  data-testid="basket-item"
                >
                  <Checkbox
                    aria-label={t('basket.selectItem', { title: row.title })}
                    checked={selected.has(item.cod_acervo)}
                    onChange={(event) => toggle(item.cod_acervo, event.currentTarget.checked)}
                    className={classes.check}
                  />
                  <CoverThumb
                    codAcervo={item.cod_acervo}
                    alt={t('basket.cover', { title: row.title })}
                    missing={gone}
                  />
                  <div className={classes.itemBody}>
                    <Title order={2} className={classes.itemTitle} id={headingId}>
                      <Anchor component={Link} to={titlePath(item.cod_acervo)} inherit>
                        {row.title}
                      </Anchor>
                    </Title>
                    {row.author && (
                      <Text size="sm">
                        <span className={classes.srOnly}>{`${t('basket.authors')}: `}</span>
                        {row.author}
                      </Text>
                    )}
                    <Text size="sm" className={classes.muted}>
                      {[
                        row.type ? `${t('basket.type')}: ${row.type}` : null,
                        row.year === null ? null : `${t('basket.year')}: ${row.year}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                    {query?.isPending && !item.autor && <Skeleton height={10} width="30%" />}
                    {gone && (
                      <Text size="sm" className={classes.warning}>
                        <IconAlertTriangle size={14} aria-hidden /> {t('basket.notInCatalogue')}
                      </Text>
                    )}
                  </div>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconTrash size={14} aria-hidden className={classes.danger} />}
                    aria-label={t('basket.removeLabel', { title: row.title })}
                    onClick={() => handleRemove(item, row.title)}
                    className={classes.remove}
                  >
                    {t('basket.remove')}
                  </Button>
                </li>
              );
            })}
          </ul>

          {pages > 1 && (
            <nav aria-label={t('basket.pagination')} className={classes.pagination}>
              <Pagination
                total={pages}
                value={current}
                onChange={(value) => {
                  setPage(value);
                  headingRef.current?.focus();
                }}
                getControlProps={(control) => ({ 'aria-label': t(`basket.page.${control}`) })}
                getItemProps={(value) => ({
                  'aria-label': t('basket.page.number', { page: number.format(value) }),
                })}
              />
            </nav>
          )}
        </>
      )}

      <ExportDialog
        opened={exportOpen}
        onClose={exportDialog.close}
        ids={exportIds}
        emailAvailable={emailAvailable}
      />
      <BasketModal opened={confirmOpen} onClose={confirm.close} title={t('basket.clearTitle')}>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('basket.clearBody', { count: itens.length })}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirm.close}>
              {t('basket.cancel')}
            </Button>
            <Button color="red.9" onClick={handleClear} data-testid="basket-clear-confirm">
              {t('basket.clearConfirm')}
            </Button>
          </Group>
        </Stack>
      </BasketModal>
    </Stack>
  );
}
