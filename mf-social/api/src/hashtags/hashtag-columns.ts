/** The hashtags of a post's title and words (posts as `p`), as a column. */
export const postHashtagsColumn = 'ARRAY(SELECT h.hashtag FROM post_hashtags h WHERE h.post_id = p.post_id ORDER BY h.hashtag) AS hashtags';
