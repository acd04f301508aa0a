import { Box, SimpleGrid, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportMonth } from '@console/contracts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { ScrollRegion } from '../../../components/list/scroll-region.tsx';

/** 'YYYY-MM' as the reader says a month: "Jan 2026", "ene 2026". */
function monthName(month: string, language: string) {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Registered and checked in per month, as bars, with the same numbers in a table beside the
 * chart (under it on a phone) for screen readers and for anyone who wants the figures.
 */
export function AttendanceChart({ months }: { months: ReportMonth[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const data = months.map((month) => ({ ...month, label: monthName(month.month, language) }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Box component="figure" m={0} aria-hidden>
        <ResponsiveContainer width="100%" height={300}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Legend />
            <Bar dataKey="registered" name={t('reports.registered')} fill="var(--mantine-color-blue-6)" />
            <Bar dataKey="checked" name={t('reports.checked')} fill="var(--mantine-color-teal-7)" />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <ScrollRegion label={t('reports.byMonth')} minWidth={320}>
        <Table striped aria-label={t('reports.byMonth')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reports.month')}</Table.Th>
              <Table.Th scope="col">{t('reports.events')}</Table.Th>
              <Table.Th scope="col">{t('reports.registered')}</Table.Th>
              <Table.Th scope="col">{t('reports.checked')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((month) => (
              <Table.Tr key={month.month}>
                <Table.Th scope="row" fw={400}>
                  {month.label}
                </Table.Th>
                <Table.Td>{month.events}</Table.Td>
                <Table.Td>{month.registered}</Table.Td>
                <Table.Td>{month.checked}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </SimpleGrid>
  );
}
