import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { parseRichText, type RichInline } from '@securite/domain/communication/rich-text';
import { Fragment, type ReactNode } from 'react';

function inline(nodes: RichInline[]): ReactNode {
  return nodes.map((node, index) => {
    // The nodes of one parsed text never move: their index is a stable key.
    const key = index;
    switch (node.type) {
      case 'text':
        return <Fragment key={key}>{node.text}</Fragment>;
      case 'bold':
        return <strong key={key}>{inline(node.children)}</strong>;
      case 'italic':
        return <em key={key}>{inline(node.children)}</em>;
      case 'link':
        return (
          <Link key={key} href={node.href} target="_blank" rel="noopener noreferrer">
            {inline(node.children)}
          </Link>
        );
      default:
        return null;
    }
  });
}

/**
 * A rich text of the product (the sponsorship description): titles, paragraphs, lists, bold, italic and links,
 * drawn as elements from the domain's parse; nothing the writer typed is read as HTML.
 */
export function RichText({ source }: { source: string }) {
  return (
    <Box sx={{ '& > :first-of-type': { mt: 0 } }}>
      {parseRichText(source).map((block, index) => {
        // The blocks of one parsed text never move: their index is a stable key.
        const key = index;
        if (block.type === 'heading') {
          return (
            <Typography key={key} variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
              {inline(block.children)}
            </Typography>
          );
        }
        if (block.type === 'list') {
          return (
            <Box component="ul" key={key} sx={{ mt: 1, mb: 1.5, pl: 3 }}>
              {block.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                <Typography component="li" key={i} sx={{ mb: 0.5 }}>
                  {inline(item)}
                </Typography>
              ))}
            </Box>
          );
        }
        return (
          <Typography key={key} sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
            {inline(block.children)}
          </Typography>
        );
      })}
    </Box>
  );
}
