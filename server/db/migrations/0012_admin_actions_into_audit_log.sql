-- The account actions recorded before the audit log existed move into it, so the log holds the whole history.
INSERT INTO audit_log (actor_id, actor_name, action, subject_type, subject_id, reason, created_at)
SELECT a.actor_id,
       actor.name,
       CASE a.action WHEN 'block_user' THEN 'user.block' WHEN 'unblock_user' THEN 'user.unblock' ELSE 'admin.step_down' END,
       'user',
       a.target_user_id::text,
       a.detail,
       a.created_at
FROM admin_actions a
LEFT JOIN users actor ON actor.id = a.actor_id
ORDER BY a.created_at;
