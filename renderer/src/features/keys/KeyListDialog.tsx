import { useLingui } from '@lingui/react/macro';
import { Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { keySections, modifierName } from './key-list';

/** Every key the app answers to, by where it works. */
export function KeyListDialog(props: { readonly opened: boolean; readonly onClose: () => void }) {
  const { t, i18n } = useLingui();
  const sections = keySections(i18n, modifierName(navigator.platform));
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t`Keyboard`} size="lg">
      <Stack gap="md" data-testid="key-list">
        {sections.map((section) => (
          <Table key={section.where} verticalSpacing={4} fz="sm" captionSide="top">
            <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
              {section.where}
            </Table.Caption>
            <Table.Tbody>
              {section.entries.map((entry) => (
                <Table.Tr key={entry.keys.join() + entry.does}>
                  <Table.Th w={150} fw={400}>
                    {entry.keys.map((k, i) => (
                      <span key={k}>
                        {i > 0 && ' '}
                        <Kbd size="sm">{k}</Kbd>
                      </span>
                    ))}
                  </Table.Th>
                  <Table.Td>{entry.does}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
        <Text size="xs" c="dimmed">
          {t`Plain keys do nothing while you type in a field.`}
        </Text>
      </Stack>
    </Modal>
  );
}
